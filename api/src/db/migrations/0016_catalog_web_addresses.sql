-- The catalog holds web addresses by the rule every other table holds (contracts'
-- isWebAddress, 0003's checks): written out in full with http:// or https://. A place's
-- image may also be this site's own path (the sample photos, an approved visitor's photo).
-- Imports normalise addresses and skip what is not one; these checks make the database
-- say so too, as it does for visitors' submissions.
--
-- An address stored before imports normalised them that no browser reads as written
-- ('http:example.com') is dropped first: a check that old rows failed would refuse every
-- later update of them (a review's recount). Importing the file again brings it back
-- normalised.
update catalog_restaurants set website = null where website !~* '^https?://';
update catalog_restaurants set url = null where url !~* '^https?://';
update catalog_restaurants set image_url = null where image_url !~* '^(https?://|/[^/\\])';

alter table catalog_restaurants
  add constraint catalog_restaurants_website_web check (website ~* '^https?://'),
  add constraint catalog_restaurants_url_web check (url ~* '^https?://'),
  add constraint catalog_restaurants_image_url_web check (image_url ~* '^(https?://|/[^/\\])');
