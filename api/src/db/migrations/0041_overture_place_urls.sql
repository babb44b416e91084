-- Overture places were stored with Overture's attribution docs as their url, which the place
-- page offered as "View on …" the place. Overture has no page per place: the url is the
-- place's page at its source or nothing, and the credit links the docs (place-credits.ts).
update catalog_restaurants set url = null
where source = 'overture' and url = 'https://docs.overturemaps.org/attribution/';
