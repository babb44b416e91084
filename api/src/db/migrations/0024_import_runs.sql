-- Which area each import run refreshed (issue 23, decision 0033). A place last seen by an
-- earlier run of the same area (say "Chicago, IL") is part of that area at the next refresh
-- even where it lies outside the area's shape (an export that reached past the circle), so
-- a place the source dropped always leaves the site. One small row per run.
create table import_runs (
  run        uuid primary key,
  scope_key  text not null check (length(scope_key) between 1 and 200),
  started_at timestamptz not null default now()
);
create index import_runs_scope_key_idx on import_runs (scope_key);

-- When an import last changed the catalog. Servers read it every few seconds
-- (CATALOG_WATCH_SECONDS) and drop their kept answers when it moves, so an import shows on
-- every server soon after it ends, with or without Redis.
alter table catalog_state add column catalog_changed_at timestamptz;
