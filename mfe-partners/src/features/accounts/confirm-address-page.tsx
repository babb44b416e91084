import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiRequestError } from '@pizza-atlas/api-client';
import { ACCOUNT_MESSAGES } from '@pizza-atlas/contracts';
import { Button } from '@pizza-atlas/ui';
import { confirmAddress, failureText, fieldErrors } from './account-api';
import { Problem } from './account-styles';
import { LinkFormPage } from './link-form-page';

type Refusal = { text: string; next: 'sign-in' | 'new-link' | 'retry' };

function refusalOf(error: unknown): Refusal {
  const text = fieldErrors(error).token ?? failureText(error);
  if (!(error instanceof ApiRequestError)) return { text, next: 'retry' };
  if (error.code === 'TOKEN_USED') return { text, next: 'sign-in' };
  return { text, next: error.status === 400 ? 'new-link' : 'retry' };
}

/**
 * /advertiser/confirm-address?token=…: the confirmation mail's link. Opening it changes
 * nothing (mail scanners and link previews open links); its button POSTs the token, then
 * sends the visitor to sign in.
 */
export function ConfirmAddressPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(
    token ? null : { text: ACCOUNT_MESSAGES.tokenUnknown, next: 'new-link' },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await confirmAddress({ token });
      navigate('/advertiser/login?confirmed=1');
    } catch (error) {
      setRefusal(refusalOf(error));
      setSending(false);
    }
  };

  return (
    <LinkFormPage
      heading="Confirm Your Address"
      lead="One step left: confirm that this email address is yours."
      description="Confirm the email address of your Pizza Atlas account."
      label="Confirm your address"
      onSubmit={submit}
    >
      {refusal && (
        <Problem role="alert">
          <p>{refusal.text}</p>
          {refusal.next === 'sign-in' && (
            <p>
              <Link to="/advertiser/login">Sign in</Link>
            </p>
          )}
          {refusal.next === 'new-link' && (
            <p>
              <Link to="/advertiser/forgot-password?confirm=1">Ask for a new link</Link>
            </p>
          )}
        </Problem>
      )}
      {(!refusal || refusal.next === 'retry') && (
        <Button type="submit" disabled={sending}>
          {sending ? 'Confirming...' : 'Confirm my address'}
        </Button>
      )}
    </LinkFormPage>
  );
}
