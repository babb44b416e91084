-- Accounts (advertisers and staff), their server-side sessions, sign-in throttling,
-- listing claims, moderation state, writes turned away, and the staff audit log.
-- See docs/decisions/0021.

create table accounts (
  id                  uuid primary key default gen_random_uuid(),
  -- Stored lower-cased by the API; unique whatever the case.
  email               text not null check (length(email) <= 254 and email = lower(email)),
  -- An argon2id PHC string ($argon2id$v=19$m=...,t=...,p=...$salt$hash): never the password.
  password_hash       text not null check (password_hash like '$argon2id$%'),
  role                text not null check (role in ('advertiser', 'staff')),
  business_name       text check (length(business_name) <= 200),
  contact_name        text not null check (btrim(contact_name) <> '' and length(contact_name) <= 100),
  package             text check (package in ('featured-listing', 'promoted-spotlight', 'partnership')),
  created_at          timestamptz not null default now(),
  password_changed_at timestamptz not null default now(),
  -- Advertisers have a business and a package; staff have neither.
  check ((role = 'advertiser') = (business_name is not null and package is not null))
);
create unique index accounts_email_idx on accounts (email);

-- A session: the SHA-256 of the token in the visitor's cookie, never the token itself.
create table sessions (
  token_hash    bytea primary key check (octet_length(token_hash) = 32),
  account_id    uuid not null references accounts (id) on delete cascade,
  -- The secret behind this session's CSRF tokens.
  csrf_secret   text not null,
  created_at    timestamptz not null,
  last_seen_at  timestamptz not null,
  idle_expires_at timestamptz not null,
  expires_at    timestamptz not null
);
create index sessions_account_idx on sessions (account_id);
create index sessions_expires_idx on sessions (expires_at);

-- Failed sign-ins by account email (keyed hash), for the per-account throttle.
create table login_failures (
  email_hash  text not null check (email_hash ~ '^[0-9a-f]{64}$'),
  client_hash text not null check (client_hash ~ '^[0-9a-f]{64}$'),
  created_at  timestamptz not null
);
create index login_failures_email_idx on login_failures (email_hash, created_at desc);

-- Catalog places that came from visitors' submissions, once staff approve them.
alter table catalog_restaurants drop constraint catalog_restaurants_source_check;
alter table catalog_restaurants
  add constraint catalog_restaurants_source_check
  check (source in ('sample', 'osm', 'csv', 'submission'));

-- Moderation of submitted places: pending until a staff member approves or rejects it.
alter table restaurants add column decided_at timestamptz;
alter table restaurants add column rejected boolean not null default false;
alter table restaurants add column catalog_id uuid references catalog_restaurants (id) on delete set null;
alter table restaurants add constraint restaurants_decision_check check (not (approved and rejected));
create index restaurants_pending_idx on restaurants (created_at) where not approved and not rejected;

-- Hidden reviews stay stored, out of every public list.
alter table catalog_reviews add column hidden_at timestamptz;
alter table reviews add column hidden_at timestamptz;

-- Contact messages a staff member has dealt with.
alter table contact_messages add column handled_at timestamptz;

-- Listing claims: an advertiser asks to be recognised as a catalog place's owner.
create table listing_claims (
  id             uuid primary key default gen_random_uuid(),
  account_id     uuid not null references accounts (id) on delete cascade,
  restaurant_id  uuid not null references catalog_restaurants (id) on delete cascade,
  status         text not null default 'pending' check (status in ('pending', 'approved', 'refused')),
  message        text not null default '' check (length(message) <= 1000),
  decision_note  text not null default '' check (length(decision_note) <= 1000),
  created_at     timestamptz not null,
  decided_at     timestamptz,
  decided_by     uuid references accounts (id) on delete set null,
  unique (account_id, restaurant_id)
);
-- One approved owner per place.
create unique index listing_claims_owner_idx on listing_claims (restaurant_id) where status = 'approved';

-- Anonymous writes turned away: the honeypot, and rate limits.
create table write_rejections (
  id          uuid primary key default gen_random_uuid(),
  kind        text not null check (kind in ('honeypot', 'rate-limit')),
  route       text not null check (length(route) <= 200),
  client_hash text not null check (client_hash ~ '^[0-9a-f]{64}$'),
  created_at  timestamptz not null
);
create index write_rejections_created_idx on write_rejections (created_at desc);

-- Every staff action: who, what, when, before and after.
create table staff_actions (
  id          uuid primary key default gen_random_uuid(),
  -- The order actions happened in, even within one instant.
  seq         bigint generated always as identity,
  staff_id    uuid not null references accounts (id),
  action      text not null check (length(action) <= 100),
  target      text not null check (length(target) <= 300),
  before      jsonb,
  after       jsonb,
  created_at  timestamptz not null
);
create index staff_actions_created_idx on staff_actions (created_at desc, seq desc);
