-- Real places kept fresh (issue 23, decision 0033).
-- Overture Maps is a source of its own.
alter table catalog_restaurants drop constraint catalog_restaurants_source_check;
alter table catalog_restaurants
  add constraint catalog_restaurants_source_check
  check (source in ('sample', 'osm', 'overture', 'csv', 'submission'));

-- A place its source no longer has, since when: it leaves search, the guides and the
-- sitemap, and its page answers 410. Null while it is listed. Its reviews, photos, wait
-- reports and check-ins stay, and come back with it if a later refresh finds it again.
alter table catalog_restaurants add column removed_at timestamptz;

-- The other sources that describe this same place (one place, not three): each
-- {source, source_id, attribution, license, url}. The row's own source and source_id stay
-- the first source's; a refresh of another source finds its place through this list.
alter table catalog_restaurants add column also_from jsonb not null default '[]'
  check (jsonb_typeof(also_from) = 'array');
create index catalog_restaurants_also_from_idx
  on catalog_restaurants using gin (also_from jsonb_path_ops);
