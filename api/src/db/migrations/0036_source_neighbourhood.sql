-- A place whose source names its neighbourhood (OSM `addr:neighbourhood`, else
-- `addr:suburb`; a CSV `neighbourhood` column) keeps that name: it labels the place beside
-- its city ("Wicker Park, Chicago") and a search for the name ranks the place first
-- (decision 0055). Only the place's own data: nothing is inferred from nearby points.
-- Null when the source names none, or only the place's city.
alter table catalog_restaurants
  add column source_neighbourhood text
    check (btrim(source_neighbourhood) <> '' and length(source_neighbourhood) <= 200);

-- The search for a named area orders by it: 0034's covering index holds it too, so that
-- search stays an index-only scan.
drop index catalog_restaurants_point_listed_idx;
create index catalog_restaurants_point_listed_idx on catalog_restaurants
  using gist (earth_point) include (rating, review_count, price, id, neighbourhood, source_neighbourhood)
  where removed_at is null and not is_closed;
