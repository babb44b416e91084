-- A national Overpass import (51 queries, one state at a time) can stop in the middle: the
-- public server refuses it, the network drops, the operator presses Ctrl-C. Each state
-- finished by a run is recorded here, so the next run of the same kind resumes after it
-- instead of asking Overpass for every state again. A run that finishes deletes its rows.
create table import_progress (
  -- The kind of run, e.g. 'osm:US' for the whole country.
  run_key text not null,
  -- The area finished, the key of its ImportScope, e.g. 'osm:US-IL'.
  area_key text not null,
  finished_at timestamptz not null default now(),
  -- The area's ImportSummary, so a resumed run can report the whole country.
  summary jsonb not null,
  primary key (run_key, area_key)
);
