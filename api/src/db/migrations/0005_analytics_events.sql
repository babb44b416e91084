-- First-party analytics (view_item and friends). No visitor identifiers are kept.
create table analytics_events (
  id         bigint generated always as identity primary key,
  name       text not null check (name in ('view_item', 'search', 'select_item')),
  provider   text check (length(provider) <= 20),
  item_id    text check (length(item_id) <= 200),
  path       text check (length(path) <= 500),
  created_at timestamptz not null default now()
);

create index analytics_events_item_idx on analytics_events (name, provider, item_id, created_at desc);
