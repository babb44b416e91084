-- A neighbourhood searched alone ("Wicker Park") is looked up among the names listed places
-- give their own neighbourhood, by its whole name or, for the location box's suggestions, by
-- how it starts (decision 0091). Few places name one: the index holds only those.
create index catalog_restaurants_source_neighbourhood_idx on catalog_restaurants
  (lower(source_neighbourhood) text_pattern_ops, city, state)
  where source_neighbourhood is not null and removed_at is null and not is_closed;
