-- One rule for a place's hours (issue 22, item 3; decision 0031): a place's hours are
-- stored as OpenStreetMap `opening_hours` text, the form the `opening_hours` package
-- evaluates, instead of weekly JSON intervals. Existing rows are converted here: each
-- interval becomes one additional rule ('Mo 11:00-22:00, Tu 11:00-22:00, ...'; ', ' so a
-- night past midnight is not cut off by the next day's rule). A place without intervals
-- has no hours (null): unknown.
alter table catalog_restaurants add column opening_hours text
  check (opening_hours is null or length(opening_hours) between 1 and 1000);

update catalog_restaurants r set opening_hours = (
  select string_agg(
    (array['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'])[(i->>'day')::int + 1] || ' ' ||
      case when i->>'start' = i->>'end' then '00:00-24:00'
      else substr(i->>'start', 1, 2) || ':' || substr(i->>'start', 3, 2) || '-' ||
        case when i->>'end' in ('0000', '2400') then '24:00'
        else substr(i->>'end', 1, 2) || ':' || substr(i->>'end', 3, 2) end
      end,
    ', ' order by ((i->>'day')::int + 6) % 7, i->>'start')
  from jsonb_array_elements(r.hours) i)
where jsonb_array_length(r.hours) > 0;

alter table catalog_restaurants drop column hours;
