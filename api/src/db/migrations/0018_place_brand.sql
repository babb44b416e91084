-- A place's brand, as its source states it (OSM's `brand` tag, a CSV `brand` column):
-- "Domino's" for one of a chain's places. Null for independent places, the sample and
-- visitors' places. Kept as text, one line, as the importer trims it (places/source-text-facts).
alter table catalog_restaurants
  add column brand text check (btrim(brand) <> '' and length(brand) <= 200);
