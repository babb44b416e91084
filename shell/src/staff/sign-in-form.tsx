import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiRequestError, apiFetch, setAccountSession } from '@pizza-atlas/api-client';
import { ACCOUNT_MESSAGES, type Session } from '@pizza-atlas/contracts';
import { Button, Card, Notice, TextField, space } from '@pizza-atlas/ui';

const SignInCard = styled(Card)`
  max-width: 480px;
  margin-inline: auto;
  h2 {
    margin: 0 0 ${space(4)};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${space(4)};
`;

function signInMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return ACCOUNT_MESSAGES.badLogin;
    if (error.status === 429) return error.apiMessage ?? ACCOUNT_MESSAGES.tooManyAttempts;
    return error.apiMessage ?? `The server answered ${error.status}. Please try again.`;
  }
  return 'The server could not be reached. Check your connection and try again.';
}

/**
 * The console's own sign-in, so it works with the partners remote switched off. `notice`
 * says why it shows (session ended, not a staff account); the form's own errors replace it.
 */
export function StaffSignInForm({ notice }: { notice: string | null }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const message = error ?? notice;

  useEffect(() => emailRef.current?.focus(), []);

  async function signIn(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError(ACCOUNT_MESSAGES.email);
    if (!password) return setError(ACCOUNT_MESSAGES.passwordRequired);
    setSending(true);
    setError(null);
    try {
      const session = await apiFetch<Session>('/api/account/login', {
        method: 'POST',
        body: { email: email.trim(), password },
      });
      if (session.account?.role !== 'staff') setError(ACCOUNT_MESSAGES.staffOnly);
      setAccountSession(queryClient, session);
    } catch (caught) {
      setError(signInMessage(caught));
    } finally {
      setSending(false);
    }
  }

  return (
    <SignInCard as="section" aria-labelledby="staff-sign-in">
      <h2 id="staff-sign-in">Staff sign-in</h2>
      <Form onSubmit={signIn} noValidate aria-label="Staff sign in">
        {message && (
          <Notice $tone="error" role="alert">
            {message}
          </Notice>
        )}
        <TextField
          ref={emailRef}
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
        <div>
          <Button type="submit" disabled={isSending}>
            {isSending ? 'Signing in…' : 'Sign In'}
          </Button>
        </div>
      </Form>
    </SignInCard>
  );
}
