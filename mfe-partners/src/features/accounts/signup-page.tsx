import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  AD_PACKAGE_IDS,
  PASSWORD_RULES,
  SignupRequestSchema,
  type AdPackageId,
  type SignupRequest,
} from '@pizza-atlas/contracts';
import { Button, FieldError, PageFrame, TextField, color, radius, space } from '@pizza-atlas/ui';
import { AD_PACKAGES } from '../advertise/packages';
import { failureText, fieldErrors, signUp, useSession } from './account-api';
import { Aside, Done, FormCard } from './account-styles';
import { FormProblem } from './form-problem';

const Packages = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(2)};
  legend {
    font-weight: 600;
    margin-bottom: ${space(2)};
  }
  label {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: ${space(3)};
    padding: ${space(3)} ${space(4)};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${color.primary};
    box-shadow: 0 0 0 1px ${color.primary};
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
  }
  .price {
    font-weight: 700;
  }
`;

function packageFrom(text: string | null): AdPackageId | undefined {
  return AD_PACKAGE_IDS.find((id) => id === text);
}

/**
 * /advertise/signup: an advertiser account. The answer never says whether the email had one
 * (decision 0043): the visitor is asked to check their mail, which says what to do next.
 */
export function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupRequest>({
    resolver: zodResolver(SignupRequestSchema) as never,
    shouldFocusError: true,
    defaultValues: {
      businessName: '',
      contactName: '',
      email: '',
      password: '',
      package: packageFrom(params.get('package')) ?? 'featured-listing',
    },
  });

  // Already signed in: the dashboard is where an account lives.
  useEffect(() => {
    if (session.data?.account) navigate('/advertiser/dashboard', { replace: true });
  }, [session.data, navigate]);

  const submit = handleSubmit(async (values) => {
    try {
      setSent((await signUp(values)).message);
    } catch (error) {
      const fields = fieldErrors(error);
      const entries = Object.entries(fields);
      for (const [field, message] of entries) {
        setError(field as keyof SignupRequest, { message }, { shouldFocus: true });
      }
      if (entries.length === 0) setError('root', { message: failureText(error) });
    }
  });

  return (
    <PageFrame
      owner="partners"
      width="560px"
      heading="Become a Founding Partner"
      lead="Create your advertiser account. You choose a package now; nothing is charged until we agree on the details with you."
      head={{
        title: 'Advertiser Sign Up',
        description: 'Create an advertiser account for your pizza restaurant.',
        robots: 'noindex, nofollow',
      }}
    >
      {sent ? (
        <FormCard>
          <Done role="status">{sent}</Done>
          <Aside>
            We sent a mail to the address you gave. Follow its link to confirm your address, then{' '}
            <Link to="/advertiser/login">sign in</Link>. No mail after a few minutes? Look in your
            spam folder.
          </Aside>
        </FormCard>
      ) : (
        <FormCard as="form" noValidate onSubmit={submit} aria-label="Advertiser sign up">
          <FormProblem message={errors.root?.message} />
          <TextField
            label="Business name"
            autoComplete="organization"
            error={errors.businessName?.message}
            {...register('businessName')}
          />
          <TextField
            label="Your name"
            autoComplete="name"
            error={errors.contactName?.message}
            {...register('contactName')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_RULES.minLength} characters, not your email or business name. A few words make a strong password that is easy to remember.`}
            error={errors.password?.message}
            {...register('password')}
          />
          <Packages>
            <legend>Package</legend>
            {AD_PACKAGES.map((item) => (
              <label key={item.id}>
                <input type="radio" value={item.id} {...register('package')} />
                <span>{item.name}</span>
                <span className="price">${item.price}/month</span>
              </label>
            ))}
            {errors.package?.message && (
              <FieldError role="alert">{errors.package.message}</FieldError>
            )}
          </Packages>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Creating Account...' : 'Create Account'}
          </Button>
          <Aside>
            Already have an account? <Link to="/advertiser/login">Sign in</Link>
          </Aside>
        </FormCard>
      )}
    </PageFrame>
  );
}
