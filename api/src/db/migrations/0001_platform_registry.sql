-- The runtime registry of remote releases, which remote version is active, and
-- which remotes and lab features are switched on.
create table remote_releases (
  remote      text not null check (remote in ('discovery', 'guides', 'labs', 'partners')),
  version     text not null check (version ~ '^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$'),
  path        text not null,
  source_hash text,
  created_at  timestamptz not null default now(),
  primary key (remote, version)
);

create table remotes (
  name           text primary key check (name in ('discovery', 'guides', 'labs', 'partners')),
  active_version text,
  enabled        boolean not null default true,
  updated_at     timestamptz not null default now(),
  foreign key (name, active_version) references remote_releases (remote, version)
);

insert into remotes (name) values ('discovery'), ('guides'), ('labs'), ('partners');

create table lab_features (
  key        text primary key,
  label      text not null,
  enabled    boolean not null default true,
  updated_at timestamptz not null default now()
);

insert into lab_features (key, label) values
  ('quiz', 'Personality quiz'),
  ('discovery-journey', 'Discovery journey'),
  ('pizza-intelligence', 'Pizza Intelligence'),
  ('wait-times', 'Wait times'),
  ('ar-scanner', 'Menu scanner'),
  ('pizza-social', 'Pizza passport');
