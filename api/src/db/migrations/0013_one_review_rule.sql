-- One way to write a review and one rating rule (decision 0029).
--
-- Every review we keep is a catalog review: a visitor's submitted place takes reviews once
-- staff approved it into the catalog. A place's rating and count are always worked out by
-- recount_catalog_place from what its source stated (an import's or the sample's totals,
-- kept in source_rating and source_review_count) and the reviews we hold: visitors' visible
-- reviews count in, reviews of the source's that staff hid count out. Worked out from rows,
-- never as a running average, it cannot drift with rounding, and a re-import of the source's
-- totals keeps the visitors' reviews counted.

alter table catalog_reviews add column by_visitor boolean not null default false;
-- Visitors' reviews have carried a client hash since 0010; the sample's and imports' never.
update catalog_reviews set by_visitor = true where client_hash is not null;

alter table catalog_restaurants
  add column source_rating numeric(2, 1) not null default 0 check (source_rating between 0 and 5),
  add column source_review_count integer not null default 0 check (source_review_count >= 0);

-- What the source stated, from today's totals (which were running averages of it).
update catalog_restaurants c
set source_review_count = greatest(c.review_count - r.visitor_n + r.hidden_n, 0),
    source_rating = case when c.review_count - r.visitor_n + r.hidden_n > 0
      then greatest(0, least(5, round(
        (c.rating * c.review_count - r.visitor_sum + r.hidden_sum)
          / (c.review_count - r.visitor_n + r.hidden_n), 1)))
      else 0 end
from (
  select restaurant_id,
         count(*) filter (where by_visitor and hidden_at is null) as visitor_n,
         coalesce(sum(rating) filter (where by_visitor and hidden_at is null), 0) as visitor_sum,
         count(*) filter (where not by_visitor and hidden_at is not null) as hidden_n,
         coalesce(sum(rating) filter (where not by_visitor and hidden_at is not null), 0) as hidden_sum
  from catalog_reviews group by restaurant_id
) r
where r.restaurant_id = c.id;
update catalog_restaurants
set source_rating = rating, source_review_count = review_count
where id not in (select restaurant_id from catalog_reviews);

-- A new place has no reviews of ours yet: the rating and count it is written with are what
-- its source states. (An upsert's `excluded` row carries these too.)
create function catalog_place_source_totals() returns trigger language plpgsql as $$
begin
  new.source_rating := new.rating;
  new.source_review_count := new.review_count;
  return new;
end $$;
create trigger catalog_place_source_totals before insert on catalog_restaurants
  for each row execute function catalog_place_source_totals();

create function recount_catalog_place(place uuid) returns void language sql as $$
  update catalog_restaurants c
  set rating = case when c.source_review_count - r.hidden_n + r.visitor_n > 0
        then greatest(0, least(5, round(
          (c.source_rating * c.source_review_count - r.hidden_sum + r.visitor_sum)
            / (c.source_review_count - r.hidden_n + r.visitor_n), 1)))
        else 0 end,
      review_count = greatest(c.source_review_count - r.hidden_n + r.visitor_n, 0)
  from (
    select count(*) filter (where by_visitor and hidden_at is null) as visitor_n,
           coalesce(sum(rating) filter (where by_visitor and hidden_at is null), 0) as visitor_sum,
           count(*) filter (where not by_visitor and hidden_at is not null) as hidden_n,
           coalesce(sum(rating) filter (where not by_visitor and hidden_at is not null), 0) as hidden_sum
    from catalog_reviews where restaurant_id = place
  ) r
  where c.id = place;
$$;

-- Reviews that approved submissions had in the old table move to the catalog place each
-- became, as visitors' reviews.
insert into catalog_reviews (id, restaurant_id, author_name, rating, text, client_hash, created_at, hidden_at, by_visitor)
select v.id, p.catalog_id, v.reviewer_name, v.rating, v.review_text, v.client_hash, v.created_at, v.hidden_at, true
from reviews v join restaurants p on p.id = v.restaurant_id
where p.catalog_id is not null
on conflict do nothing;
select recount_catalog_place(p.catalog_id)
from restaurants p where p.catalog_id is not null and exists (select 1 from reviews v where v.restaurant_id = p.id);
delete from reviews v using restaurants p
where p.id = v.restaurant_id and p.catalog_id is not null;

-- What is left are reviews of places approved by hand before approvals made catalog places;
-- none exist on a site approved through the staff console. They are kept, not dropped: the
-- table goes only when empty.
do $$
begin
  if not exists (select 1 from reviews) then
    drop table reviews;
  else
    raise notice 'reviews: % rows of places without a catalog place were kept', (select count(*) from reviews);
  end if;
end $$;

-- A submission's rating is its catalog place's.
alter table restaurants drop column rating;
alter table restaurants drop column review_count;
