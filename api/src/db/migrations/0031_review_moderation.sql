-- Reviews people can trust (decision 0044).
--
-- A review is published, held for staff (with the signals that held it) or hidden. Held and
-- hidden reviews stay stored and out of every public list and count: recount_catalog_place
-- counts a visitor's review in only while it is published. write_visitor_review decides
-- whether a new review is held in the statement that stores it, under a lock per client and
-- the place's row lock, so that reviews written at the same moment see each other.

alter table catalog_reviews
  add column held_at timestamptz,
  add column held_signals text[] not null default '{}',
  -- Staff decide a held review one way or the other: it is never held and hidden at once.
  add constraint catalog_reviews_one_state check (held_at is null or hidden_at is null),
  add constraint catalog_reviews_held_signals
    check (held_signals <@ array['link', 'repeated-text', 'burst', 'own-place']::text[]);
create index catalog_reviews_held_idx on catalog_reviews (held_at) where held_at is not null;
-- "A burst from one client": its reviews of the last minutes.
create index catalog_reviews_client_idx on catalog_reviews (client_hash, created_at desc)
  where client_hash is not null;
-- "The same text for another place": visitors' reviews by their normalised text.
create index catalog_reviews_text_idx
  on catalog_reviews (md5(lower(regexp_replace(btrim(text), '\s+', ' ', 'g'))))
  where by_visitor;

-- Who submitted a place (the keyed hash of the client, as reviews keep it): the first review
-- of a place from the client that added it is held.
alter table restaurants add column client_hash text check (client_hash ~ '^[0-9a-f]{64}$');

-- Visitors' reports of a review: one per client and review; open until staff decide.
create table review_reports (
  id          uuid primary key default gen_random_uuid(),
  review_id   uuid not null references catalog_reviews (id) on delete cascade,
  client_hash text not null check (client_hash ~ '^[0-9a-f]{64}$'),
  reason      text not null
    check (reason in ('spam', 'offensive', 'not-about-this-place', 'conflict-of-interest', 'other')),
  note        text not null default '' check (length(note) <= 500),
  created_at  timestamptz not null,
  settled_at  timestamptz,
  unique (review_id, client_hash)
);
create index review_reports_open_idx on review_reports (review_id) where settled_at is null;

create or replace function recount_catalog_place(place uuid) returns void language sql as $$
  update catalog_restaurants c
  set rating = case when c.source_review_count - r.hidden_n + r.visitor_n > 0
        then greatest(0, least(5, round(
          (c.source_rating * c.source_review_count - r.hidden_sum + r.visitor_sum)
            / (c.source_review_count - r.hidden_n + r.visitor_n), 1)))
        else 0 end,
      review_count = greatest(c.source_review_count - r.hidden_n + r.visitor_n, 0)
  from (
    select count(*) filter (where by_visitor and hidden_at is null and held_at is null) as visitor_n,
           coalesce(sum(rating) filter (where by_visitor and hidden_at is null and held_at is null), 0) as visitor_sum,
           count(*) filter (where not by_visitor and hidden_at is not null) as hidden_n,
           coalesce(sum(rating) filter (where not by_visitor and hidden_at is not null), 0) as hidden_sum
    from catalog_reviews where restaurant_id = place
  ) r
  where c.id = place;
$$;

drop function write_visitor_review(uuid, text, integer, text, text, timestamptz);

-- As 0015, and the review is held when a signal says so: `signals` are those its text gives
-- (a link), found by the caller; this adds the ones the stored reviews give:
--   repeated-text  the same text (case and spacing aside, at least `repeat_min_length`
--                  characters) is a visitor's review of another place;
--   burst          the client wrote `burst_max` reviews or more in the `burst_window` before;
--   own-place      the place's first review, from the client that submitted it.
-- No row: no such place. A row with no review id: the same review again (0010).
create function write_visitor_review(
  place uuid,
  author text,
  stars integer,
  body text,
  client text,
  written_at timestamptz,
  signals text[],
  burst_max integer,
  burst_window interval,
  repeat_min_length integer
) returns table (
  review_id uuid,
  review_created_at timestamptz,
  review_held_signals text[],
  place_rating numeric,
  place_review_count integer
) language plpgsql as $$
declare
  normalised text := lower(regexp_replace(btrim(body), '\s+', ' ', 'g'));
begin
  if client is not null then
    -- One client's reviews are decided one after the other, whatever places they are of.
    perform pg_advisory_xact_lock(hashtextextended('write_visitor_review:' || client, 0));
  end if;
  perform 1 from catalog_restaurants c where c.id = place for update;
  if not found then
    return;
  end if;
  review_held_signals := coalesce(signals, '{}');
  if length(normalised) >= repeat_min_length and exists (
    select 1 from catalog_reviews v
    where v.by_visitor and v.restaurant_id <> place
      and md5(lower(regexp_replace(btrim(v.text), '\s+', ' ', 'g'))) = md5(normalised)
  ) then
    review_held_signals := array_append(review_held_signals, 'repeated-text');
  end if;
  if client is not null and (
    select count(*) from catalog_reviews v
    where v.client_hash = client
      and v.created_at > written_at - burst_window and v.created_at <= written_at
  ) >= burst_max then
    review_held_signals := array_append(review_held_signals, 'burst');
  end if;
  if client is not null
    and exists (select 1 from restaurants s where s.catalog_id = place and s.client_hash = client)
    and not exists (select 1 from catalog_reviews v where v.restaurant_id = place and v.by_visitor)
  then
    review_held_signals := array_append(review_held_signals, 'own-place');
  end if;
  insert into catalog_reviews (
    restaurant_id, author_name, rating, text, client_hash, created_at, by_visitor,
    held_at, held_signals
  )
  values (
    place, author, stars, body, client, written_at, true,
    case when cardinality(review_held_signals) > 0 then written_at end, review_held_signals
  )
  on conflict do nothing
  returning catalog_reviews.id, catalog_reviews.created_at into review_id, review_created_at;
  if review_id is not null and cardinality(review_held_signals) = 0 then
    perform recount_catalog_place(place);
  end if;
  select c.rating, c.review_count into place_rating, place_review_count
  from catalog_restaurants c where c.id = place;
  return next;
end;
$$;
