-- Each release carries its remote's page and widget definitions (routes.json), so the
-- shell and the server learn a remote's pages from the registry, not from their own code.
alter table remote_releases add column definitions jsonb;
