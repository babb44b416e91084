import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  accountSessionQueryOptions,
  ApiRequestError,
  sessionWrite,
  setAccountSession,
} from '@pizza-atlas/api-client';
import {
  breakpoint,
  buttonStyles,
  color,
  radius,
  shadow,
  space,
  type ButtonVariant,
} from '@pizza-atlas/ui';

/** The slot keeps one width whether it shows Sign In or Account, so nothing beside it moves. */
const Slot = styled.div`
  position: relative;
  min-width: 96px;
  display: flex;
  justify-content: flex-end;
  @media (max-width: ${breakpoint.sm}) {
    min-width: 0;
  }
`;

const SignInLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  min-height: 40px;
  white-space: nowrap;
  @media (max-width: ${breakpoint.sm}) {
    padding: ${space(2)} ${space(3)};
  }
  @media (max-width: 380px) {
    padding: ${space(2)} ${space(2)};
  }
`;

const Toggle = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  min-height: 40px;
  white-space: nowrap;
  @media (max-width: ${breakpoint.sm}) {
    padding: ${space(2)} ${space(3)};
  }
`;

const Panel = styled.div`
  position: absolute;
  z-index: 30;
  top: calc(100% + ${space(2)});
  right: 0;
  min-width: 220px;
  padding: ${space(2)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: ${shadow};
  p {
    margin: 0;
    padding: ${space(2)} ${space(3)};
    color: ${color.textMuted};
    font-size: 0.9rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button {
    display: block;
    width: 100%;
    padding: ${space(2)} ${space(3)};
    border: 0;
    border-radius: ${radius.sm};
    background: transparent;
    color: ${color.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover,
  a:focus-visible,
  button:focus-visible {
    background: ${color.surfaceMuted};
  }
`;

/**
 * The header's account place: 'Sign In' (as the server renders every page, the same for
 * everyone), or once the browser knows a session, an Account menu with the account's pages
 * and Sign Out. A disclosure: Escape or a click elsewhere closes it, focus returns.
 */
export function AccountMenu({
  signInTo,
  signInLabel,
}: {
  signInTo?: string;
  signInLabel?: string;
}) {
  const session = useQuery(accountSessionQueryOptions());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const panelId = useId();
  const slotRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const account = session.data?.account ?? null;

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!slotRef.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const signOut = async () => {
    setProblem(null);
    try {
      await sessionWrite(queryClient, '/api/account/logout', {});
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 401)) {
        setProblem('Signing out failed. Please try again.');
        return;
      }
    }
    setAccountSession(queryClient, { account: null, csrfToken: null, idleExpiresAt: null });
    setOpen(false);
    navigate('/');
  };

  if (!account) {
    return (
      <Slot>
        {signInTo && (
          <SignInLink to={signInTo} $variant="primary">
            {signInLabel ?? 'Sign In'}
          </SignInLink>
        )}
      </Slot>
    );
  }
  return (
    <Slot ref={slotRef}>
      <Toggle
        ref={toggleRef}
        type="button"
        $variant="primary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Account <span aria-hidden="true">▾</span>
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        <p>
          Signed in as <strong>{account.contactName}</strong>
          {account.role === 'staff' ? ' (staff)' : ''}
        </p>
        <ul>
          {account.role === 'advertiser' && (
            <li>
              <Link to="/advertiser/dashboard">Dashboard</Link>
            </li>
          )}
          {account.role === 'staff' && (
            <li>
              <Link to="/staff">Staff console</Link>
            </li>
          )}
          <li>
            <button type="button" onClick={() => void signOut()}>
              Sign Out
            </button>
          </li>
        </ul>
        {problem && <p role="alert">{problem}</p>}
      </Panel>
    </Slot>
  );
}
