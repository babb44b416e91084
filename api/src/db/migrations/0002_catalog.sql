-- The built-in listing catalog: sample, OpenStreetMap and CSV-imported pizza places in
-- the provider restaurant shape, with their reviews. Search filters by distance with
-- earthdistance over a GiST index, so it never scans the table.
create extension if not exists cube;
create extension if not exists earthdistance;

create table catalog_restaurants (
  id            uuid primary key default gen_random_uuid(),
  -- Where the row came from; (source, source_id) makes imports idempotent.
  source        text not null check (source in ('sample', 'osm', 'csv')),
  source_id     text not null check (length(source_id) between 1 and 200),
  -- Fictional sample data, labelled as such by the UI; only the sample source is fictional.
  is_sample     boolean not null default false check (is_sample = (source = 'sample')),
  name          text not null check (btrim(name) <> '' and length(name) <= 200),
  image_url     text check (length(image_url) <= 2000),
  photos        text[] not null default '{}' check (array_position(photos, null) is null),
  -- The listing at its source (e.g. the OpenStreetMap object page).
  url           text check (length(url) <= 2000),
  -- The restaurant's own site, when known.
  website       text check (length(website) <= 2000),
  rating        numeric(2, 1) not null default 0 check (rating between 0 and 5),
  review_count  integer not null default 0 check (review_count >= 0),
  price         text check (price in ('$', '$$', '$$$', '$$$$')),
  -- [{alias, title}] in display order.
  categories    jsonb not null default '[]' check (
    jsonb_typeof(categories) = 'array'
    and not jsonb_path_exists(
      categories,
      '$[*] ? (@.type() != "object" || !exists(@.alias) || !exists(@.title) || @.alias.type() != "string" || @.title.type() != "string")'
    )
  ),
  address1      text not null default '' check (length(address1) <= 300),
  city          text not null check (btrim(city) <> '' and length(city) <= 100),
  state         text not null check (state ~ '^[A-Z]{2}$'),
  zip_code      text not null default '' check (zip_code ~ '^([0-9]{5}(-[0-9]{4})?)?$'),
  country       text not null default 'US' check (country ~ '^[A-Z]{2}$'),
  latitude      double precision not null check (latitude between -90 and 90),
  longitude     double precision not null check (longitude between -180 and 180),
  -- E.164 (+15125550123) and as shown ((512) 555-0123); empty when unknown.
  phone         text not null default '' check (length(phone) <= 40),
  display_phone text not null default '' check (length(display_phone) <= 40),
  is_closed     boolean not null default false,
  transactions  text[] not null default '{}' check (
    transactions <@ array['delivery', 'pickup', 'restaurant_reservation']
  ),
  -- Keys of FEATURE_FILTERS in packages/contracts.
  features      text[] not null default '{}' check (
    features <@ array[
      'delivery', 'takeout', 'outdoor_seating', 'wheelchair_accessible', 'good_for_groups',
      'good_for_kids', 'late_night', 'vegetarian', 'vegan', 'gluten_free'
    ]
  ),
  -- Weekly opening intervals [{day 0-6 (0 = Sunday), start 'HHMM', end 'HHMM', is_overnight}];
  -- an interval whose end is not after its start ends on the following day.
  hours         jsonb not null default '[]' check (
    jsonb_typeof(hours) = 'array'
    and not jsonb_path_exists(
      hours,
      '$[*] ? (@.type() != "object" || !exists(@.day) || !exists(@.start) || !exists(@.end) || @.day.type() != "number" || @.day < 0 || @.day > 6 || @.day != @.day.floor() || @.start.type() != "string" || @.end.type() != "string" || !(@.start like_regex "^([01][0-9]|2[0-3])[0-5][0-9]$") || !(@.end like_regex "^([01][0-9]|2[0-3])[0-5][0-9]$"))'
    )
  ),
  -- The credit the UI shows for this row, e.g. '© OpenStreetMap contributors' and 'ODbL-1.0'.
  attribution   text not null check (btrim(attribution) <> ''),
  license       text,
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now(),
  unique (source, source_id)
);

-- Geographic search: earth_box(ll_to_earth(lat, lng), radius) @> ll_to_earth(latitude, longitude).
create index catalog_restaurants_earth_idx
  on catalog_restaurants using gist (ll_to_earth(latitude, longitude));
-- City pages and "City, ST" lookups.
create index catalog_restaurants_city_state_idx on catalog_restaurants (lower(city), state);

create table catalog_reviews (
  id            uuid primary key default gen_random_uuid(),
  restaurant_id uuid not null references catalog_restaurants (id) on delete cascade,
  author_name   text not null check (btrim(author_name) <> '' and length(author_name) <= 100),
  rating        integer not null check (rating between 1 and 5),
  text          text not null check (btrim(text) <> '' and length(text) <= 5000),
  created_at    timestamptz not null default now()
);

create index catalog_reviews_restaurant_idx on catalog_reviews (restaurant_id, created_at desc);
