-- The same text from the same client to the same place is one review, not two: reviews
-- keep the keyed hash of the client that wrote them, and a unique index on the place, the
-- client and the text (case and spacing aside) refuses a repeat, however many are sent at
-- once. Reviews written before this have no client and are not compared.
alter table catalog_reviews add column client_hash text check (client_hash ~ '^[0-9a-f]{64}$');
alter table reviews add column client_hash text check (client_hash ~ '^[0-9a-f]{64}$');

create unique index catalog_reviews_once_idx
  on catalog_reviews (restaurant_id, client_hash, md5(lower(regexp_replace(btrim(text), '\s+', ' ', 'g'))))
  where client_hash is not null;
create unique index reviews_once_idx
  on reviews (restaurant_id, client_hash, md5(lower(regexp_replace(btrim(review_text), '\s+', ' ', 'g'))))
  where client_hash is not null;
