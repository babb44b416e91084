-- Visitors' writes, one voice per visitor (decision 0087).
--
-- A review: a second review of a place from the client that reviewed it within
-- `again_window` (30 days) is held for staff with the signal `second-review`, whatever its
-- text (the same text stays refused, 0010). The check runs in write_visitor_review under the
-- lock per client it already takes, so reviews sent at the same moment, to any app server,
-- are decided one after the other and the second sees the first.

alter table catalog_reviews drop constraint catalog_reviews_held_signals;
alter table catalog_reviews add constraint catalog_reviews_held_signals
  check (held_signals <@ array['link', 'repeated-text', 'burst', 'own-place', 'second-review']::text[]);

drop function write_visitor_review(uuid, text, integer, text, text, timestamptz, text[], integer, interval, integer);

-- As 0031, with one more signal:
--   second-review  the client wrote a review of this place (published, held or hidden) in the
--                  `again_window` before this one.
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
  repeat_min_length integer,
  again_window interval
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
  if client is not null and exists (
    select 1 from catalog_reviews v
    where v.restaurant_id = place and v.client_hash = client
      and v.created_at > written_at - again_window and v.created_at <= written_at
  ) then
    review_held_signals := array_append(review_held_signals, 'second-review');
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
