-- Mail the site sends (decision 0043). A request stores its mail here in the same
-- transaction as its write; a worker sends it (nodemailer) and, when the transport fails,
-- tries again later (the fleet job queue drains what is due). A row is never deleted
-- before it is sent; the sweep deletes rows 30 days after sending.
create table mail_outbox (
  id              uuid primary key default gen_random_uuid(),
  kind            text not null check (kind in ('confirm-address', 'already-registered',
                    'password-reset', 'staff-contact', 'staff-claim', 'claim-decision')),
  recipient       text not null check (length(recipient) <= 254),
  subject         text not null check (length(subject) <= 300),
  body            text not null check (length(body) <= 100000),
  created_at      timestamptz not null,
  -- Not sent before this: set forward after each failed attempt (backoff), and while a
  -- worker holds the row (a lease, so a worker that dies leaves it to the next).
  next_attempt_at timestamptz not null,
  attempts        integer not null default 0,
  last_error      text check (length(last_error) <= 1000),
  sent_at         timestamptz
);
create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where sent_at is null;

-- An account is limited (no listing claims) until its address is confirmed. Accounts made
-- before this (and staff, made by the CLI) count as confirmed.
alter table accounts add column email_confirmed_at timestamptz;
update accounts set email_confirmed_at = created_at;

-- Address confirmations and password resets sent by mail. Only a SHA-256 of the token's
-- secret is kept; a token is used once (one update that sets used_at where it is null).
create table account_tokens (
  id          uuid primary key default gen_random_uuid(),
  account_id  uuid not null references accounts (id) on delete cascade,
  purpose     text not null check (purpose in ('confirm-address', 'password-reset')),
  secret_hash bytea not null check (length(secret_hash) = 32),
  created_at  timestamptz not null,
  expires_at  timestamptz not null,
  used_at     timestamptz
);
create index account_tokens_account_idx on account_tokens (account_id, purpose);
