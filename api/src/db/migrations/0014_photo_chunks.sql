-- Photos are stored in chunks as they arrive, so no server holds a whole file in memory
-- (decision 0025). A photo being uploaded is a row marked uploading: it is not counted
-- against the place's limit, listed or served, and becomes a photo only when its upload
-- is accepted, under the place's row lock.
create table restaurant_photo_chunks (
  photo_id uuid not null references restaurant_photos (id) on delete cascade,
  seq      integer not null check (seq >= 0),
  bytes    bytea not null check (octet_length(bytes) between 1 and 1048576),
  primary key (photo_id, seq)
);
-- PNG and JPEG are compressed already: store them out of line without trying again.
alter table restaurant_photo_chunks alter column bytes set storage external;

-- Photos stored whole before this move into chunks of 256 KB.
insert into restaurant_photo_chunks (photo_id, seq, bytes)
select p.id, s.seq, substring(p.bytes from s.seq * 262144 + 1 for 262144)
from restaurant_photos p,
     generate_series(0, (octet_length(p.bytes) - 1) / 262144) as s(seq);

alter table restaurant_photos drop constraint if exists restaurant_photos_check;
alter table restaurant_photos drop column bytes;
alter table restaurant_photos add column uploading boolean not null default false;
alter table restaurant_photos add constraint restaurant_photos_byte_size_check
  check (byte_size between 0 and 10485760 and (uploading or byte_size >= 1));
-- Uploads a crashed server left behind are found by age.
create index restaurant_photos_uploading_idx on restaurant_photos (created_at) where uploading;

-- Photo bytes each client sent, per hour on the server's clock (PHOTO_UPLOAD_MB_PER_HOUR).
create table upload_byte_counts (
  client_hash  text not null check (client_hash ~ '^[0-9a-f]{64}$'),
  window_start timestamptz not null,
  bytes        bigint not null check (bytes >= 0),
  primary key (client_hash, window_start)
);
create index upload_byte_counts_window_idx on upload_byte_counts (window_start);
