-- Search speed (see api/bench/README.md): keep each place's point on the earth as a stored
-- cube, so searches compare cubes instead of calling ll_to_earth for every matched row.
alter table catalog_restaurants
  add column earth_point cube generated always as (ll_to_earth(latitude, longitude)::cube) stored;

create index catalog_restaurants_earth_point_idx on catalog_restaurants using gist (earth_point);

-- The expression index it replaces would only slow writes now.
drop index catalog_restaurants_earth_idx;
