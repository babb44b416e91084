import type { Claim, Session } from '@pizza-atlas/contracts';

// The advertiser the dashboard's tests sign in as, and the place it claims.

export const SIGNED_OUT: Session = { account: null, csrfToken: null, idleExpiresAt: null };

const ACCOUNT = {
  id: 'a1',
  email: 'rosa@example.com',
  role: 'advertiser' as const,
  businessName: 'Slice of Heaven',
  contactName: 'Rosa Marino',
  package: 'promoted-spotlight' as const,
  createdAt: '2026-11-01T12:00:00.000Z',
};

export const SIGNED_IN: Session = {
  account: ACCOUNT,
  csrfToken: 'csrf-1',
  idleExpiresAt: '2026-11-24T16:00:00.000Z',
};

export const PLACE = {
  id: 'p1',
  name: 'Slice of Heaven',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
};

/** The account's claim of `place`, in this state. */
export const claimOf = (status: Claim['status'], place = PLACE): Claim => ({
  id: `c-${place.id}`,
  place,
  status,
  message: '',
  createdAt: '2026-11-02T12:00:00.000Z',
  decidedAt: status === 'pending' ? null : '2026-11-03T12:00:00.000Z',
  decisionNote: '',
});
