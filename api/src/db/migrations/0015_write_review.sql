-- A visitor's review in one statement (decision 0028): the place's row locked, the review
-- stored, and the place recounted by the one rating rule (recount_catalog_place, 0013). It
-- was five round trips inside a transaction; under a mixed load they cost more CPU than
-- everything else a write does.
--
-- No row: no such place. A row with no review id: the same client sent the same review to
-- this place before (the unique index of 0010), and nothing changed.
create function write_visitor_review(
  place uuid,
  author text,
  stars integer,
  body text,
  client text,
  written_at timestamptz
) returns table (
  review_id uuid,
  review_created_at timestamptz,
  place_rating numeric,
  place_review_count integer
) language plpgsql as $$
begin
  perform 1 from catalog_restaurants c where c.id = place for update;
  if not found then
    return;
  end if;
  insert into catalog_reviews (restaurant_id, author_name, rating, text, client_hash, created_at, by_visitor)
  values (place, author, stars, body, client, written_at, true)
  on conflict do nothing
  returning catalog_reviews.id, catalog_reviews.created_at into review_id, review_created_at;
  if review_id is not null then
    perform recount_catalog_place(place);
  end if;
  select c.rating, c.review_count into place_rating, place_review_count
  from catalog_restaurants c where c.id = place;
  return next;
end;
$$;
