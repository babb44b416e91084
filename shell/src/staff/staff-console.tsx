import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import {
  accountSessionQueryOptions,
  sessionWrite,
  setAccountSession,
} from '@pizza-atlas/api-client';
import { ACCOUNT_MESSAGES } from '@pizza-atlas/contracts';
import { toast, useRouteParams } from '@pizza-atlas/platform';
import { Button, Spinner, breakpoint, color, radius, space } from '@pizza-atlas/ui';
import { STAFF_SECTIONS, sectionFor } from './sections';
import { StaffSignInForm } from './sign-in-form';
import { STAFF_KEY, SessionExpiredContext, errorMessage } from './staff-api';

const SIGNED_OUT = { account: null, csrfToken: null, idleExpiresAt: null };

const Layout = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: ${space(6)};
  align-items: start;
  @media (max-width: ${breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space(4)};
  }
`;

const Nav = styled.nav`
  ul {
    display: grid;
    gap: ${space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${space(2)} ${space(3)};
    border-radius: ${radius.md};
    color: ${color.text};
    text-decoration: none;
    font-weight: 600;
    &:hover {
      background: ${color.surfaceMuted};
    }
    &[aria-current='page'] {
      background: ${color.primary};
      color: ${color.primaryText};
    }
  }
  @media (max-width: ${breakpoint.md}) {
    ul {
      display: flex;
      gap: ${space(2)};
      overflow-x: auto;
      padding-bottom: ${space(2)};
    }
    a {
      white-space: nowrap;
      border: 1px solid ${color.border};
    }
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${space(6)};
  p {
    margin: 0;
    color: ${color.textMuted};
  }
`;

/**
 * The staff console (browser only): its own sign-in for anyone who is not signed in as staff,
 * then a side nav of sections, each at its own URL. A 401 from any call ends the session here.
 */
export function StaffConsole() {
  const queryClient = useQueryClient();
  const session = useQuery(accountSessionQueryOptions());
  const [expired, setExpired] = useState(false);
  const { section: slug } = useRouteParams();

  const expire = useCallback(() => {
    setExpired(true);
    setAccountSession(queryClient, SIGNED_OUT);
    queryClient.removeQueries({ queryKey: STAFF_KEY });
  }, [queryClient]);

  const account = session.data?.account ?? null;
  const isStaff = account?.role === 'staff';
  // After signing in here, focus moves from the vanished form to who is signed in.
  const wasSignedOut = useRef(false);
  const signedInAs = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!isStaff) return;
    setExpired(false);
    if (wasSignedOut.current) signedInAs.current?.focus();
    wasSignedOut.current = false;
  }, [isStaff]);

  if (session.isPending) return <Spinner />;
  if (!isStaff) {
    wasSignedOut.current = true;
    const notice = expired
      ? ACCOUNT_MESSAGES.sessionExpired
      : account
        ? ACCOUNT_MESSAGES.staffOnly
        : session.isError
          ? errorMessage(session.error)
          : null;
    return <StaffSignInForm notice={notice} />;
  }

  const section = sectionFor(slug);
  if (!section) return <Navigate replace to={`/staff/${STAFF_SECTIONS[0].slug}`} />;
  const Section = section.component;

  async function signOut() {
    try {
      await sessionWrite(queryClient, '/api/account/logout', {});
      toast({ title: ACCOUNT_MESSAGES.signedOut, variant: 'success' });
    } catch (error) {
      toast({ title: 'Sign out failed', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    setAccountSession(queryClient, SIGNED_OUT);
    queryClient.removeQueries({ queryKey: STAFF_KEY });
  }

  return (
    <SessionExpiredContext.Provider value={expire}>
      <Bar>
        <p ref={signedInAs} tabIndex={-1}>
          Signed in as {account.email}
        </p>
        <Button type="button" $variant="secondary" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </Bar>
      <Layout>
        <Nav aria-label="Staff console">
          <ul>
            {STAFF_SECTIONS.map((item) => (
              <li key={item.slug}>
                <NavLink to={`/staff/${item.slug}`}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </Nav>
        <div>
          <Section />
        </div>
      </Layout>
    </SessionExpiredContext.Provider>
  );
}
