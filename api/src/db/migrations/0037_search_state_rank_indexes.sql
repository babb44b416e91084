-- A whole-state search shows the state's best 20 places, but it ranked every listed place of
-- the state to find them (Texas at 100,000 places: 8,577, decision 0056). These partial
-- indexes hold a state's listed places in each order a state search asks for, so the page is
-- the first entries of one index range and the walk stops there; the total is counted apart,
-- from 0027's index. The expression is the one searchPlaces orders by (bestInState), so the
-- planner matches it; earth_point is included for the distance a visitor's position gives.
create index catalog_restaurants_state_best_idx on catalog_restaurants
  (state, (rating * ln(review_count + 2)) desc, id) include (earth_point)
  where removed_at is null and not is_closed;

create index catalog_restaurants_state_rating_idx on catalog_restaurants
  (state, rating desc, review_count desc, id) include (earth_point)
  where removed_at is null and not is_closed;

create index catalog_restaurants_state_reviews_idx on catalog_restaurants
  (state, review_count desc, rating desc, id) include (earth_point)
  where removed_at is null and not is_closed;
