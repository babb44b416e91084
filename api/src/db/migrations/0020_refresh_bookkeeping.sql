-- Refresh bookkeeping (issue 23, decision 0033).

-- The import run that last saw this place at its source (or through also_from). A
-- refresh marks what it sees here, batch by batch, so the places it did not see are found
-- in one statement at the end without holding 100,000 keys in memory. Not a fact of the
-- place: writePlaces never compares it, so a seen place stays "unchanged".
alter table catalog_restaurants add column last_seen_run uuid;

-- One row: whether the sample catalog has retired. Once a real import has happened the
-- sample is never seeded again by itself, even if its rows are gone and
-- SEED_SAMPLE_CATALOG is on.
create table catalog_state (
  only_row boolean primary key default true check (only_row),
  sample_retired_at timestamptz
);
insert into catalog_state (only_row) values (true);

-- The credits of a place as 'source:source_id' keys, indexed: a batch of 500 rows finds the
-- places already crediting any of them in one index scan (`&&`), where a containment test
-- on also_from costs an index search per row.
create function place_credit_keys(credits jsonb) returns text[]
  language sql immutable parallel safe
  as $$ select coalesce(array_agg((e->>'source') || ':' || (e->>'source_id')), '{}')
        from jsonb_array_elements(credits) e $$;
create index catalog_restaurants_credit_keys_idx
  on catalog_restaurants using gin (place_credit_keys(also_from));
