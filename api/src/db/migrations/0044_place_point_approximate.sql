-- A visitor's place whose point was never placed on a street map (its ZIP or city centre, or
-- a pin dragged on a map with no background) is approximate: its page sends directions to
-- the address, not to the point (decision 0034, amended 2026-12-01).
alter table catalog_restaurants add column point_approximate boolean not null default false;

-- Places approved before: those the audit log says were stored at the centre.
update catalog_restaurants r set point_approximate = true
where r.source = 'submission' and exists (
  select 1 from staff_actions a
  where a.action = 'submission.approve' and a.after->>'catalogId' = r.id::text
    and a.after->>'pin' = 'centre');
