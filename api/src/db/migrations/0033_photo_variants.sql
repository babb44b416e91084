-- Approved visitor photos in the widths pages show them at (decision 0046): 320, 640 and
-- 1,280 px (never wider than the photo), each as AVIF and WebP. A variant is tens to a few
-- hundred kB, so it is one row; the original stays in restaurant_photo_chunks.
create table restaurant_photo_variants (
  photo_id uuid not null references restaurant_photos (id) on delete cascade,
  format   text not null check (format in ('avif', 'webp')),
  width    integer not null check (width between 1 and 1280),
  height   integer not null check (height >= 1),
  bytes    bytea not null check (octet_length(bytes) between 1 and 4194304),
  primary key (photo_id, format, width)
);
-- AVIF and WebP are compressed already: store them out of line without trying again.
alter table restaurant_photo_variants alter column bytes set storage external;

-- The original's size, and when its variants were made (null: not yet, served as it is).
alter table restaurant_photos
  add column width integer check (width >= 1),
  add column height integer check (height >= 1),
  add column sized_at timestamptz;
-- The sizing job finds approved photos still waiting, oldest first; existing photos wait
-- too, which is their backfill.
create index restaurant_photos_unsized_idx on restaurant_photos (created_at)
  where sized_at is null and not uploading;

-- A catalog place's visitor photos by URL: their size and variants, as answers carry them
-- (the contract's PhotoSizes), so reading a place needs no join.
alter table catalog_restaurants add column photo_sizes jsonb not null default '{}'::jsonb;
