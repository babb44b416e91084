import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { accountSessionQueryOptions } from '@pizza-atlas/api-client';
import { ACCOUNT_MESSAGES } from '@pizza-atlas/contracts';
import { Button, Card, Notice, Skeleton, TextField, space } from '@pizza-atlas/ui';
import { AuditSection } from './audit-section';
import { ClaimsSection } from './claims-section';
import { InboxSection } from './inbox-section';
import { PlatformSection } from './platform-section';
import { RejectionsSection } from './rejections-section';
import { ReviewsSection } from './reviews-section';
import { errorText, staffSignIn, staffSignOut } from './staff-api';
import { Layout, Row, SideNav } from './staff-styles';
import { SubmissionsSection } from './submissions-section';

export const STAFF_SECTIONS = [
  { slug: 'platform', label: 'Platform', Section: PlatformSection },
  { slug: 'submissions', label: 'Submitted places', Section: SubmissionsSection },
  { slug: 'reviews', label: 'Reviews', Section: ReviewsSection },
  { slug: 'claims', label: 'Listing claims', Section: ClaimsSection },
  { slug: 'inbox', label: 'Inbox', Section: InboxSection },
  { slug: 'rejections', label: 'Turned away', Section: RejectionsSection },
  { slug: 'audit', label: 'Audit log', Section: AuditSection },
] as const;

/** The console's own sign-in: it works even while the partners remote is switched off. */
function StaffSignIn({ notice }: { notice?: string }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      const session = await staffSignIn(queryClient, email.trim(), password);
      if (session.account?.role !== 'staff') setProblem(ACCOUNT_MESSAGES.staffOnly);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      as="form"
      aria-label="Staff sign in"
      noValidate
      onSubmit={submit}
      style={{ display: 'grid', gap: space(4), maxWidth: 460 }}
    >
      <h2 style={{ margin: 0 }}>Staff sign in</h2>
      {notice && <Notice>{notice}</Notice>}
      {problem && (
        <Notice $tone="error" role="alert">
          {problem}
        </Notice>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
    </Card>
  );
}

/**
 * The staff console: the platform, moderation, claims, the inbox, rejections and the audit
 * log, each at /staff/<section>. Everything in it is the browser's (the server renders the
 * same page for everyone); a session that ends brings back the sign-in.
 */
export default function StaffConsole({ section }: { section?: string }) {
  const session = useQuery(accountSessionQueryOptions());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [endedNotice, setEndedNotice] = useState<string | undefined>();
  const account = session.data?.account;

  if (session.isPending) return <Skeleton $height="20rem" role="status" aria-label="Loading" />;
  if (!account) return <StaffSignIn notice={endedNotice} />;
  if (account.role !== 'staff') {
    return (
      <Notice $tone="error" role="alert">
        {ACCOUNT_MESSAGES.staffOnly}
      </Notice>
    );
  }
  const current = STAFF_SECTIONS.find((entry) => entry.slug === section) ?? STAFF_SECTIONS[0];
  const signOut = async () => {
    await staffSignOut(queryClient);
    setEndedNotice(ACCOUNT_MESSAGES.signedOut);
    navigate('/staff');
  };
  return (
    <div style={{ display: 'grid', gap: space(4) }}>
      <Row>
        <span>
          Signed in as <strong>{account.email}</strong>
        </span>
        <Button type="button" $variant="ghost" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </Row>
      <Layout>
        <SideNav aria-label="Staff console">
          <ul>
            {STAFF_SECTIONS.map((entry) => (
              <li key={entry.slug}>
                <NavLink
                  to={`/staff/${entry.slug}`}
                  aria-current={entry.slug === current.slug ? 'page' : undefined}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </SideNav>
        <current.Section />
      </Layout>
    </div>
  );
}
