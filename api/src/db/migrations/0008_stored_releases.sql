-- Releases arrive through the API and live in the database, so every app server can
-- serve every release without a shared disk (docs/decisions/0010-release-artifacts-and-storage.md).
-- Deploy tokens let a remote's team upload with a token scoped to that remote; only a
-- SHA-256 hash of each token is kept (docs/decisions/0011-deploy-tokens.md).

-- The shared libraries a release was built against (from its mf-manifest.json), so an
-- activation can be checked against the running shell, and when a release stopped being
-- active, so pruning leaves alone a release that a page loaded earlier may still use.
alter table remote_releases
  add column shared jsonb,
  add column deactivated_at timestamptz;

-- Releases recorded before this migration: we do not know when they stopped being
-- active, so their grace period starts now.
update remote_releases r set deactivated_at = now()
where not exists (
  select 1 from remotes m where m.name = r.remote and m.active_version = r.version
);

create table release_files (
  remote       text not null,
  version      text not null,
  -- A path inside the release: plain segments, never absolute, never "..".
  path         text not null check (
    length(path) <= 200 and path ~ '^[A-Za-z0-9_][A-Za-z0-9._-]*(/[A-Za-z0-9_][A-Za-z0-9._-]*)*$'
  ),
  content      bytea not null,
  content_type text not null,
  sha256       text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  byte_size    integer not null check (byte_size >= 0),
  primary key (remote, version, path),
  foreign key (remote, version) references remote_releases (remote, version) on delete cascade
);

create table deploy_tokens (
  id           integer generated always as identity primary key,
  remote       text not null check (remote in ('discovery', 'guides', 'labs', 'partners')),
  label        text not null default '' check (length(label) <= 80),
  token_hash   bytea not null unique check (length(token_hash) = 32),
  created_at   timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at   timestamptz
);
