-- A search within a radius reads every listed place in its box to count and rank them. With
-- 0006's index it fetched each from the heap, so at 100,000 places (about 600 in a big
-- city's 40 km) it read one heap block per place. This partial GiST index holds what the
-- ranking reads (the point, rating, review count, price and id), so a search without a
-- category, feature or text filter is answered by an index-only scan, as 0027 does for a
-- whole state. Partial on the search's own predicate, so the planner can use it.
create index catalog_restaurants_point_listed_idx on catalog_restaurants
  using gist (earth_point) include (rating, review_count, price, id)
  where removed_at is null and not is_closed;
