-- A search with a category or feature filter read each place's row in its circle to test
-- the filter (a bitmap heap scan): at 100,000 places, 5,103 rows for two features around
-- Anaheim, where an unfiltered search reads only 0036's covering index (decision 0068). Each
-- filterable category and feature gets a bit; a place's bits are generated from its
-- categories and features, and the covering index holds them, so a filtered search stays an
-- index-only walk. The search asks for its filters through the same function, so the bits
-- have one definition: a place matches when it has every bit the search's filters have.
-- The categories are the directory's (CATEGORY_FILTERS in packages/contracts, the alias
-- after 'pizza,'); the features are the keys 0002's check allows (FEATURE_FILTERS).
create function catalog_filter_bits(categories jsonb, features text[]) returns integer
language sql immutable parallel safe as $$
  select coalesce(bit_or(bit), 0)
  from (
    select case category ->> 'alias'
        when 'neapolitan' then 1
        when 'sicilian' then 2
        when 'deepdish' then 4
        when 'woodfired' then 8
        when 'artisan' then 16
        when 'glutenfree' then 32
        when 'vegan' then 64
      end as bit
    from jsonb_array_elements(categories) as category
    union all
    select case feature
        when 'delivery' then 128
        when 'takeout' then 256
        when 'outdoor_seating' then 512
        when 'wheelchair_accessible' then 1024
        when 'good_for_groups' then 2048
        when 'good_for_kids' then 4096
        when 'late_night' then 8192
        when 'vegetarian' then 16384
        when 'vegan' then 32768
        when 'gluten_free' then 65536
      end
    from unnest(features) as feature
  ) as bits
$$;

alter table catalog_restaurants
  add column filter_bits integer not null generated always as (
    catalog_filter_bits(categories, features)
  ) stored;

drop index catalog_restaurants_point_listed_idx;
create index catalog_restaurants_point_listed_idx on catalog_restaurants
  using gist (earth_point)
  include (rating, review_count, price, id, neighbourhood, source_neighbourhood, filter_bits)
  where removed_at is null and not is_closed;
