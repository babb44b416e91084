-- Credit indexes over the few places that have credits (issue 23, measured by the national
-- bench). Nearly every place has an empty also_from, yet 0019 and 0020 indexed every row:
-- each insert went through GIN's pending list, which every lookup reads end to end, and
-- with 500 keys the planner chose a sequential scan calling place_credit_keys per row:
-- 825 ms per batch of 500 at 100,000 places, so an import slowed as the table grew.
-- Partial (only places with credits) and without the pending list: about 1 ms. The
-- queries name the same predicate (also_from <> '[]'), so the planner can use them.
drop index catalog_restaurants_credit_keys_idx;
create index catalog_restaurants_credit_keys_idx
  on catalog_restaurants using gin (place_credit_keys(also_from))
  with (fastupdate = off) where also_from <> '[]'::jsonb;

drop index catalog_restaurants_also_from_idx;
create index catalog_restaurants_also_from_idx
  on catalog_restaurants using gin (also_from jsonb_path_ops)
  with (fastupdate = off) where also_from <> '[]'::jsonb;
