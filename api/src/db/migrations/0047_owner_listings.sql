-- What the owner of an approved claim says of their place (decision 0089): kept apart from
-- what its source says, so a refresh of the area, which rewrites the place's row, never
-- touches it. A null column is one the owner left to the source; '' says the place has none
-- (no phone, no website, no description). Reads show these over the source's values.
create table owner_listings (
  place_id      uuid primary key references catalog_restaurants (id) on delete cascade,
  -- Who saved last (the claim's account); the claim's status decides who may save.
  account_id    uuid not null references accounts (id) on delete cascade,
  -- As the importer writes a US number: '+13125550123', and '(312) 555-0123' to show.
  phone         text check (phone is null or phone = '' or phone ~ '^\+1[2-9][0-9]{2}[2-9][0-9]{6}(;ext=[0-9]{1,6})?$'),
  display_phone text check (display_phone is null or length(display_phone) <= 40),
  website       text check (website is null or website = ''
                  or (website ~* '^https?://' and length(website) <= 2000)),
  opening_hours text check (opening_hours is null or length(opening_hours) between 1 and 500),
  description   text check (description is null or length(description) <= 500),
  updated_at    timestamptz not null,
  check ((phone is null) = (display_phone is null))
);
