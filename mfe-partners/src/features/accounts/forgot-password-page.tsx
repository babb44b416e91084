import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { EmailOnlyRequestSchema, type EmailOnlyRequest } from '@pizza-atlas/contracts';
import { Button, PageFrame, TextField } from '@pizza-atlas/ui';
import { failureText, requestPasswordReset, resendConfirmation } from './account-api';
import { Aside, Done, FormCard } from './account-styles';
import { FormProblem } from './form-problem';

const HEAD = {
  title: 'Forgot Your Password?',
  description: 'Get a link to set a new password for your Pizza Atlas account.',
  robots: 'noindex, nofollow',
};

/**
 * /advertiser/forgot-password: asks for a reset link by mail (?confirm=1: for a new address
 * confirmation link). The answer is the same whatever the email.
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const confirm = params.get('confirm') === '1';
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyRequest>({
    resolver: zodResolver(EmailOnlyRequestSchema) as never,
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const answer = confirm
        ? await resendConfirmation(values)
        : await requestPasswordReset(values);
      setSent(answer.message);
    } catch (error) {
      setError('root', { message: failureText(error) });
    }
  });

  return (
    <PageFrame
      owner="partners"
      width="560px"
      heading={confirm ? 'Confirm Your Address' : 'Forgot Your Password?'}
      lead={
        confirm
          ? 'Enter your email and we will send a new link to confirm it.'
          : 'Enter your email and we will send a link to set a new password. The link works once, for 30 minutes.'
      }
      head={HEAD}
    >
      {sent ? (
        <FormCard>
          <Done role="status">{sent}</Done>
          <Aside>
            <Link to="/advertiser/login">Back to sign in</Link>
          </Aside>
        </FormCard>
      ) : (
        <FormCard
          as="form"
          noValidate
          onSubmit={submit}
          aria-label={confirm ? 'Send a confirmation link' : 'Send a reset link'}
        >
          <FormProblem message={errors.root?.message} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send the Link'}
          </Button>
          <Aside>
            Remembered it? <Link to="/advertiser/login">Sign in</Link>
          </Aside>
        </FormCard>
      )}
    </PageFrame>
  );
}
