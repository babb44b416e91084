-- The shell's build is a release in the database like each remote's, so every app server
-- renders the same shell without building it (docs/decisions/0036-the-shell-is-a-release.md).
-- It is stored under the name 'shell' beside the remotes: the same files table, the same
-- active version, rollback, pruning and deploy tokens. It never appears in the manifest.
alter table remote_releases drop constraint remote_releases_remote_check;
alter table remote_releases add constraint remote_releases_remote_check
  check (remote in ('discovery', 'guides', 'labs', 'partners', 'shell'));

alter table remotes drop constraint remotes_name_check;
alter table remotes add constraint remotes_name_check
  check (name in ('discovery', 'guides', 'labs', 'partners', 'shell'));

alter table deploy_tokens drop constraint deploy_tokens_remote_check;
alter table deploy_tokens add constraint deploy_tokens_remote_check
  check (remote in ('discovery', 'guides', 'labs', 'partners', 'shell'));

insert into remotes (name) values ('shell') on conflict do nothing;
