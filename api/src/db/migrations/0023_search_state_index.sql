-- A whole-state search ("Texas") reads the places of one state. Without an index on state it
-- scanned the whole catalog: 57 ms for Texas at 100,000 places, against 2 ms at the 2,400
-- of the sample (api/bench/national.bench.ts, issue 23 item 8). Not partial: the search's
-- other conditions (is_closed, removed_at) change per row and are checked on the heap rows.
create index catalog_restaurants_state_idx on catalog_restaurants (state);
