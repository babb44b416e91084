-- A place in New York City is labelled with its borough, the name people search for
-- ("Brooklyn, NY"), not with the town its source or the sample named (a Brooklyn place
-- came out as "Queens" or "Gravesend"). The borough follows from the ZIP code: NYC's ZIPs
-- are the boroughs' by USPS sectional centre (100-102 Manhattan, 103 Staten Island,
-- 104 the Bronx, 112 Brooklyn; 111, 113, 114, 116 and 11004-11005 Queens; the rest of 110
-- is Nassau County). Generated, so every place has it at once and it follows its ZIP.
alter table catalog_restaurants add column neighbourhood text generated always as (
  case
    when state <> 'NY' then null
    when left(zip_code, 3) in ('100', '101', '102') then 'Manhattan'
    when left(zip_code, 3) = '103' then 'Staten Island'
    when left(zip_code, 3) = '104' then 'The Bronx'
    when left(zip_code, 3) = '112' then 'Brooklyn'
    when left(zip_code, 3) in ('111', '113', '114', '116') or left(zip_code, 5) in ('11004', '11005')
      then 'Queens'
  end
) stored;

-- A search for a borough ranks the places inside it first: 0028's covering index holds the
-- neighbourhood too, so that search stays an index-only scan.
drop index catalog_restaurants_point_listed_idx;
create index catalog_restaurants_point_listed_idx on catalog_restaurants
  using gist (earth_point) include (rating, review_count, price, id, neighbourhood)
  where removed_at is null and not is_closed;
