import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { NewPasswordSchema, PASSWORD_RULES } from '@pizza-atlas/contracts';
import { Button, TextField } from '@pizza-atlas/ui';
import { failureText, fieldErrors, resetPassword } from './account-api';
import { Problem } from './account-styles';
import { LinkFormPage } from './link-form-page';

const FormSchema = z.object({ password: NewPasswordSchema });
type Form = z.infer<typeof FormSchema>;

/**
 * /advertiser/reset-password?token=…: the reset mail's link. Sets a new password (which ends
 * every session of the account), then sends the visitor to sign in with it.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Form>({
    resolver: zodResolver(FormSchema) as never,
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await resetPassword({ token, password: values.password });
      navigate('/advertiser/login?reset=1');
    } catch (error) {
      const field = fieldErrors(error).password;
      if (field) setError('password', { message: field }, { shouldFocus: true });
      else setError('root', { message: failureText(error) });
    }
  });

  return (
    <LinkFormPage
      heading="Set a New Password"
      lead="Choose a new password. Setting it signs you out everywhere."
      description="Set a new password for your Pizza Atlas account."
      label="Set a new password"
      onSubmit={submit}
    >
      {errors.root?.message && (
        <Problem role="alert">
          <p>{errors.root.message}</p>
          <p>
            <Link to="/advertiser/forgot-password">Ask for a new link</Link>
          </p>
        </Problem>
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_RULES.minLength} characters. A few words make a strong password that is easy to remember.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Set Password'}
      </Button>
    </LinkFormPage>
  );
}
