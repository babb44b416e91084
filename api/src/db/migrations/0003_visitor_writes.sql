-- What anonymous visitors write: submitted pizza places (hidden until staff approve them),
-- their photos, reviews of approved places, contact messages and wait reports.
-- Client hashes are keyed hashes of the visitor's address, never the address itself.
-- Safe to apply twice: every object is created only if missing.
-- "Not blank" checks name ASCII whitespace only, whatever the database's locale: the API
-- trims Unicode whitespace before storing, so anything it accepts passes them.

-- A stored restaurant, with the columns and defaults of the spec (section 3).
create table if not exists restaurants (
  id                uuid primary key default gen_random_uuid(),
  name              text not null check (name ~ '[^ \t\n\r\f\v]' and length(name) <= 200),
  address           text not null check (address ~ '[^ \t\n\r\f\v]' and length(address) <= 300),
  phone             text check (length(phone) <= 40),
  website           text check (length(website) <= 2000 and (website = '' or website ~* '^https?://')),
  pizza_style       text check (
    pizza_style in ('', 'neapolitan', 'new-york', 'chicago', 'sicilian', 'detroit', 'other')
  ),
  features          text[] not null default '{}' check (
    cardinality(features) <= 10
    and array_position(features, null) is null
    and length(array_to_string(features, '')) <= 500
  ),
  description       text check (length(description) <= 2000),
  rating            numeric(2, 1) check (rating between 0 and 5),
  review_count      integer not null default 0 check (review_count >= 0),
  image_url         text check (
    length(image_url) <= 2000 and (image_url = '' or image_url ~* '^https?://')
  ),
  -- The listing provider's identifier, when the place is also a provider listing.
  provider_id       text check (length(provider_id) <= 200),
  is_user_submitted boolean not null default false,
  approved          boolean not null default false,
  created_at        timestamptz not null default now()
);

-- The public list: approved places, newest first.
create index if not exists restaurants_approved_idx
  on restaurants (created_at desc, id desc) where approved;

-- Who may add photos to a fresh submission: the SHA-256 of the token its submitter got back.
create table if not exists restaurant_upload_grants (
  restaurant_id uuid primary key references restaurants (id) on delete cascade,
  token_hash    bytea not null check (octet_length(token_hash) = 32),
  expires_at    timestamptz not null
);

create table if not exists restaurant_photos (
  id            uuid primary key default gen_random_uuid(),
  restaurant_id uuid not null references restaurants (id) on delete cascade,
  content_type  text not null check (content_type in ('image/png', 'image/jpeg')),
  bytes         bytea not null,
  byte_size     integer not null check (
    byte_size between 1 and 10485760 and byte_size = octet_length(bytes)
  ),
  created_at    timestamptz not null default now()
);
-- PNG and JPEG are compressed already: store them out of line without trying again.
-- (Guarded: 0014 moved the bytes to restaurant_photo_chunks, and this file stays re-runnable.)
do $$
begin
  if exists (select 1 from information_schema.columns
             where table_schema = current_schema() and table_name = 'restaurant_photos'
               and column_name = 'bytes') then
    alter table restaurant_photos alter column bytes set storage external;
  end if;
end $$;
create index if not exists restaurant_photos_restaurant_idx
  on restaurant_photos (restaurant_id, created_at);

create table if not exists reviews (
  id            uuid primary key default gen_random_uuid(),
  restaurant_id uuid not null references restaurants (id) on delete cascade,
  reviewer_name text not null check (
    reviewer_name ~ '[^ \t\n\r\f\v]' and length(reviewer_name) <= 100
  ),
  rating        integer not null check (rating between 1 and 5),
  review_text   text not null check (review_text ~ '[^ \t\n\r\f\v]' and length(review_text) <= 5000),
  created_at    timestamptz not null default now()
);
create index if not exists reviews_restaurant_idx on reviews (restaurant_id, created_at desc);

create table if not exists contact_messages (
  id          uuid primary key default gen_random_uuid(),
  name        text not null check (name ~ '[^ \t\n\r\f\v]' and length(name) <= 100),
  email       text not null check (length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  company     text check (length(company) <= 200),
  message     text not null check (length(message) between 10 and 5000),
  type        text not null check (type in ('advertiser', 'partnership', 'general')),
  client_hash text not null check (client_hash ~ '^[0-9a-f]{64}$'),
  created_at  timestamptz not null default now()
);
create index if not exists contact_messages_created_idx on contact_messages (created_at desc);

-- A visitor's report of the wait at a provider listing (e.g. provider 'catalog' and its id).
create table if not exists wait_reports (
  id            uuid primary key default gen_random_uuid(),
  provider      text not null check (provider ~ '^[a-z][a-z0-9-]{0,31}$'),
  restaurant_id text not null check (length(restaurant_id) between 1 and 200),
  wait_minutes  integer not null check (wait_minutes between 0 and 240),
  party_size    integer check (party_size between 1 and 20),
  client_hash   text not null check (client_hash ~ '^[0-9a-f]{64}$'),
  created_at    timestamptz not null default now()
);
-- "Recent reports for a restaurant".
create index if not exists wait_reports_recent_idx
  on wait_reports (provider, restaurant_id, created_at desc);

-- The key for client hashes, made once per database so every app server hashes alike.
-- gen_random_uuid() draws from a strong random source: two of them give 244 random bits.
create table if not exists visitor_write_secrets (
  name  text primary key,
  value bytea not null check (octet_length(value) >= 16)
);
insert into visitor_write_secrets (name, value)
values (
  'client_hash',
  decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex')
)
on conflict (name) do nothing;
