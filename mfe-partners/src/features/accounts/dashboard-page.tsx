import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ACCOUNT_MESSAGES,
  AD_PACKAGE_NAMES,
  NewPasswordSchema,
  PASSWORD_RULES,
  type Account,
  type Claim,
} from '@pizza-atlas/contracts';
import {
  Button,
  Card,
  FieldBox,
  FieldError,
  PageFrame,
  Skeleton,
  TextField,
  color,
  radius,
  space,
} from '@pizza-atlas/ui';
import { z } from 'zod';
import { AD_PACKAGES } from '../advertise/packages';
import {
  changePassword,
  createClaim,
  failureText,
  fieldErrors,
  findClaimablePlaces,
  isUnconfirmedAddress,
  logOut,
  useClaims,
  useQueryClient,
  useSession,
  type ClaimPlace,
} from './account-api';
import { Done, Problem } from './account-styles';
import { FormProblem } from './form-problem';
import { OwnerReviewsSection } from './owner-reviews-section';
import { OwnerListingForm } from './owner-listing-form';

const Sections = styled.div`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  align-items: start;
`;

const Section = styled(Card)`
  display: grid;
  gap: ${space(4)};
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space(2)} ${space(4)};
    margin: 0;
  }
  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const ClaimList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  /* The claims only: an owner's listing form inside one has lists and paragraphs of its own. */
  & > li {
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    padding: ${space(3)} ${space(4)};
  }
  & > li > p {
    margin: ${space(1)} 0 0;
  }
`;

const Status = styled.span<{ $status: Claim['status'] }>`
  display: inline-block;
  margin-left: ${space(2)};
  padding: 0 ${space(2)};
  border-radius: ${radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  background: ${(p) =>
    p.$status === 'approved'
      ? color.accent
      : p.$status === 'refused'
        ? color.danger
        : color.surfaceMuted};
  color: ${(p) => (p.$status === 'pending' ? color.text : color.primaryText)};
`;

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(2)};
  label {
    display: flex;
    gap: ${space(2)};
    align-items: baseline;
    cursor: pointer;
  }
`;

const STATUS_LABELS: Record<Claim['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  refused: 'Refused',
};

const memberSince = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function AccountSection({ account }: { account: Account }) {
  const pack = AD_PACKAGES.find((item) => item.id === account.package);
  return (
    <Section as="section" aria-labelledby="account-heading">
      <h2 id="account-heading">Your account</h2>
      <dl>
        <dt>Business</dt>
        <dd>{account.businessName}</dd>
        <dt>Contact</dt>
        <dd>{account.contactName}</dd>
        <dt>Email</dt>
        <dd>{account.email}</dd>
        <dt>Member since</dt>
        <dd>{memberSince(account.createdAt)}</dd>
        <dt>Package</dt>
        <dd>
          {account.package ? AD_PACKAGE_NAMES[account.package] : 'None'}
          {pack && ` · $${pack.price}/month (launch price)`}
        </dd>
      </dl>
      <p style={{ margin: 0 }}>
        To change your package, <Link to="/contact?type=advertiser">write to us</Link>.
      </p>
    </Section>
  );
}

function ClaimForm() {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [places, setPlaces] = useState<ClaimPlace[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  const search = async () => {
    setProblem(null);
    setSent(false);
    if (text.trim().length < 2) {
      setProblem('Type at least 2 letters of the name');
      return;
    }
    setSearching(true);
    try {
      setPlaces(await findClaimablePlaces(text.trim()));
      setChosen('');
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSearching(false);
    }
  };
  const claim = async () => {
    if (!chosen) {
      setProblem('Please choose the place you represent');
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await createClaim(queryClient, { restaurantId: chosen, message });
      setSent(true);
      setPlaces(null);
      setText('');
      setMessage('');
    } catch (error) {
      setProblem(failureText(error));
      setUnconfirmed(isUnconfirmedAddress(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div style={{ display: 'grid', gap: space(3) }}>
      <h3 style={{ margin: 0 }}>Claim your listing</h3>
      <form
        role="search"
        aria-label="Find your place"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
        style={{ display: 'grid', gap: space(2) }}
      >
        <TextField
          label="Your place's name"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" $variant="secondary" disabled={searching}>
          {searching ? 'Searching...' : 'Find My Place'}
        </Button>
      </form>
      {places && places.length === 0 && (
        <p style={{ margin: 0 }}>
          No place by that name. Try another spelling, or add it with Add Place.
        </p>
      )}
      {places && places.length > 0 && (
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: space(2) }}>Choose your place</legend>
          <Choices>
            {places.map((place) => (
              <li key={place.id}>
                <label>
                  <input
                    type="radio"
                    name="claim-place"
                    value={place.id}
                    checked={chosen === place.id}
                    onChange={() => setChosen(place.id)}
                  />
                  <span>
                    <strong>{place.name}</strong> ·{' '}
                    {[place.address, `${place.city}, ${place.state}`].filter(Boolean).join(', ')}
                  </span>
                </label>
              </li>
            ))}
          </Choices>
        </fieldset>
      )}
      {places && places.length > 0 && (
        <>
          <FieldBox>
            <label htmlFor="claim-message">How can we check it is yours? (optional)</label>
            <textarea
              id="claim-message"
              rows={3}
              maxLength={1000}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </FieldBox>
          <Button type="button" onClick={() => void claim()} disabled={sending}>
            {sending ? 'Sending Claim...' : 'Claim This Place'}
          </Button>
        </>
      )}
      {problem && <FieldError role="alert">{problem}</FieldError>}
      {problem && unconfirmed && (
        <p style={{ margin: 0 }}>
          No mail? <Link to="/advertiser/forgot-password?confirm=1">Send the link again</Link>
        </p>
      )}
      {sent && <Done role="status">{ACCOUNT_MESSAGES.claimSent}</Done>}
    </div>
  );
}

/** An approved claim's listing: the owner opens its form to keep it right (decision 0089). */
function OwnedListing({ placeId }: { placeId: string }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <>
      <p>
        <Button
          type="button"
          $variant="secondary"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? 'Close Listing Editor' : 'Edit Listing'}
        </Button>
      </p>
      <div id={formId}>{open && <OwnerListingForm placeId={placeId} />}</div>
    </>
  );
}

function ClaimsSection() {
  const claims = useClaims(true);
  return (
    <Section as="section" aria-labelledby="claims-heading">
      <h2 id="claims-heading">Your listings</h2>
      {claims.isPending ? (
        <Skeleton $height="3rem" />
      ) : claims.isError ? (
        <Problem role="alert">
          <p>{failureText(claims.error)}</p>
        </Problem>
      ) : claims.data.claims.length === 0 ? (
        <p style={{ margin: 0 }}>You have not claimed a listing yet.</p>
      ) : (
        <ClaimList aria-label="Your claims">
          {claims.data.claims.map((claim) => (
            <li key={claim.id}>
              <strong>{claim.place.name}</strong>
              <Status $status={claim.status}>{STATUS_LABELS[claim.status]}</Status>
              <p>
                {[claim.place.address, `${claim.place.city}, ${claim.place.state}`]
                  .filter(Boolean)
                  .join(', ')}
              </p>
              {claim.decisionNote && <p>Note from our staff: {claim.decisionNote}</p>}
              {claim.status === 'approved' && <OwnedListing placeId={claim.place.id} />}
            </li>
          ))}
        </ClaimList>
      )}
      <ClaimForm />
    </Section>
  );
}

const PasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, ACCOUNT_MESSAGES.passwordRequired),
    newPassword: NewPasswordSchema,
    confirm: z.string(),
  })
  .refine((values) => values.newPassword === values.confirm, {
    message: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['confirm'],
  });
type PasswordForm = z.infer<typeof PasswordFormSchema>;

function PasswordSection() {
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    resolver: zodResolver(PasswordFormSchema) as never,
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setChanged(false);
    try {
      await changePassword(queryClient, { currentPassword, newPassword });
      reset();
      setChanged(true);
    } catch (error) {
      const fields = Object.entries(fieldErrors(error));
      for (const [field, message] of fields) {
        setError(field as keyof PasswordForm, { message }, { shouldFocus: true });
      }
      if (fields.length === 0) setError('root', { message: failureText(error) });
    }
  });
  return (
    <Section as="section" aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Change password"
        style={{ display: 'grid', gap: space(4) }}
      >
        <FormProblem message={errors.root?.message} />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_RULES.minLength} characters, not your email or business name. A few words make a strong password.`}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        <Button type="submit" $variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? 'Changing Password...' : 'Change Password'}
        </Button>
        {changed && <Done role="status">{ACCOUNT_MESSAGES.passwordChanged}</Done>}
      </form>
    </Section>
  );
}

/** /advertiser/dashboard: the account, its listing claims and its password; signed in only. */
export function DashboardPage() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const account = session.data?.account;
  const [signingOut, setSigningOut] = useState(false);
  // Signed out on arrival: to the sign-in. Signing out here (or from the header's menu)
  // goes home instead, so once an account was seen this page does not send it anywhere.
  const seenAccount = useRef(false);
  if (account) seenAccount.current = true;

  useEffect(() => {
    if (session.data && !session.data.account && !seenAccount.current) {
      navigate('/advertiser/login?next=%2Fadvertiser%2Fdashboard', { replace: true });
    }
  }, [session.data, navigate]);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await logOut(queryClient);
      navigate('/');
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <PageFrame
      owner="partners"
      heading="Advertiser Dashboard"
      head={{
        title: 'Advertiser Dashboard',
        description: 'Your listings and campaigns.',
        robots: 'noindex, nofollow',
      }}
    >
      {!account ? (
        session.isError ? (
          <Problem role="alert">
            <p>{failureText(session.error)}</p>
          </Problem>
        ) : (
          <Skeleton $height="16rem" aria-label="Loading your account" />
        )
      ) : account.role === 'staff' ? (
        <p>
          You are signed in as staff. Go to the <Link to="/staff">staff console</Link>.
        </p>
      ) : (
        <div style={{ display: 'grid', gap: space(6) }}>
          <p style={{ margin: 0 }}>
            Welcome, {account.contactName}.{' '}
            <Button
              type="button"
              $variant="ghost"
              onClick={() => void signOut()}
              disabled={signingOut}
            >
              {signingOut ? 'Signing Out...' : 'Sign Out'}
            </Button>
          </p>
          <Sections>
            <AccountSection account={account} />
            <ClaimsSection />
            <PasswordSection />
          </Sections>
          <OwnerReviewsSection />
        </div>
      )}
    </PageFrame>
  );
}
