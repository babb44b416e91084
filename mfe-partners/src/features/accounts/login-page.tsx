import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  ACCOUNT_MESSAGES,
  LoginRequestSchema,
  type LoginRequest,
  type Session,
} from '@pizza-atlas/contracts';
import { Button, PageFrame, TextField } from '@pizza-atlas/ui';
import { failureText, logIn, useQueryClient, useSession } from './account-api';
import { Aside, Done, FormCard, Problem } from './account-styles';
import { FormProblem } from './form-problem';

/** What the sign-in page says on arrival from a mailed link (?confirmed=1|0, ?reset=1). */
function arrivalNotice(params: URLSearchParams): { ok: boolean; text: string } | null {
  if (params.get('confirmed') === '1')
    return { ok: true, text: 'Your email address is confirmed. Please sign in.' };
  if (params.get('confirmed') === '0')
    return {
      ok: false,
      text: 'This confirmation link has expired or was already used. Sign in; if your address is not confirmed yet, ask for a new link below.',
    };
  if (params.get('reset') === '1') return { ok: true, text: ACCOUNT_MESSAGES.resetDone };
  return null;
}

/** Only a path of this site, never another origin (an open redirect). */
export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return null;
  return next;
}

function homeOf(session: Session): string {
  return session.account?.role === 'staff' ? '/staff' : '/advertiser/dashboard';
}

/** /advertiser/login: sign in, then back to where the visitor was going. */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const notice = arrivalNotice(params);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequestSchema) as never,
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    if (session.data?.account) navigate(next ?? homeOf(session.data), { replace: true });
  }, [session.data, navigate, next]);

  const submit = handleSubmit(async (values) => {
    try {
      const signedIn = await logIn(queryClient, values);
      navigate(next ?? homeOf(signedIn));
    } catch (error) {
      setError('root', { message: failureText(error) });
    }
  });

  return (
    <PageFrame
      owner="partners"
      width="560px"
      heading="Advertiser Sign In"
      lead="Sign in to manage your Pizza Atlas listing."
      head={{
        title: 'Advertiser Sign In',
        description: 'Sign in to manage your Pizza Atlas listing.',
        robots: 'noindex, nofollow',
      }}
    >
      <FormCard as="form" noValidate onSubmit={submit} aria-label="Sign in">
        {notice &&
          (notice.ok ? (
            <Done role="status">{notice.text}</Done>
          ) : (
            <Problem role="status">
              <p>{notice.text}</p>
            </Problem>
          ))}
        <FormProblem message={errors.root?.message} />
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
        <Aside>
          <Link to="/advertiser/forgot-password">Forgot your password?</Link>
        </Aside>
        <Aside>
          New here? <Link to="/advertise/signup">Create an advertiser account</Link>
        </Aside>
        <Aside>
          No confirmation mail?{' '}
          <Link to="/advertiser/forgot-password?confirm=1">Send the link again</Link>
        </Aside>
      </FormCard>
    </PageFrame>
  );
}
