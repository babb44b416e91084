-- Visitors' photos may be WebP too (decision 0042): every upload is decoded whole, so the
-- type stored is the one the image decoder found.
alter table restaurant_photos drop constraint if exists restaurant_photos_content_type_check;
alter table restaurant_photos add constraint restaurant_photos_content_type_check
  check (content_type in ('image/png', 'image/jpeg', 'image/webp'));

-- Why staff approval could not process a stored photo (decision 0042): shown to staff
-- beside the photo until they drop it.
alter table restaurant_photos add column if not exists problem text;
