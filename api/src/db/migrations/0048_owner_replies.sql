-- An owner's public reply to a review of their place (decision 0090).
--
-- One reply per review: the review's id is the key, so two saves at the same moment leave one
-- row (the second an update of the first). The account is the owner who wrote it (an approved,
-- unrevoked claim on the review's place when it was saved); a reply goes with its review, and
-- with its account. Staff remove an abusive reply by deleting it; the audit log keeps its text.
create table review_replies (
  review_id  uuid primary key references catalog_reviews (id) on delete cascade,
  account_id uuid not null references accounts (id) on delete cascade,
  text       text not null check (btrim(text) <> '' and length(text) <= 1000),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index review_replies_account_idx on review_replies (account_id);
