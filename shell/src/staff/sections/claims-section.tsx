import { Link } from 'react-router-dom';
import { useState } from 'react';
import type { StaffClaim, StaffClaimList } from '@pizza-atlas/contracts';
import { Button } from '@pizza-atlas/ui';
import { DecisionDialog } from '../decision-dialog';
import { ListState } from '../list-state';
import { formatWhen, useStaffQuery, useStaffWrite } from '../staff-api';
import { Actions, Facts, Item, ItemList, Meta, Toolbar } from '../staff-styles';
import { useStatusFilter } from './status-filter';

const STATUSES = ['pending', 'approved', 'refused'] as const;

type Decision = { claim: StaffClaim; verb: 'approve' | 'refuse' };

/** Advertisers asking to be recognised as a place's owner: approve or refuse, with a note; revoke an owner. */
export function ClaimsSection() {
  const { status, select } = useStatusFilter(STATUSES, 'pending');
  const query = useStaffQuery<StaffClaimList>(
    ['claims', status],
    `/api/staff/claims?status=${status}`,
  );
  const write = useStaffWrite();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [revoking, setRevoking] = useState<StaffClaim | null>(null);

  return (
    <section aria-labelledby="staff-claims">
      <Toolbar>
        <h2 id="staff-claims">Listing claims</h2>
        {select}
      </Toolbar>
      <ListState
        query={query}
        isEmpty={(list) => list.claims.length === 0}
        empty={`No ${status} claims.`}
      >
        {(list) => (
          <ItemList aria-label="Claims">
            {list.claims.map((claim) => (
              <Item key={claim.id}>
                <h3>
                  <Link to={`/restaurant/${claim.place.id}`}>{claim.place.name}</Link>
                </h3>
                <Meta>
                  Sent {formatWhen(claim.createdAt)}
                  {claim.decidedAt && ` · ${claim.status} ${formatWhen(claim.decidedAt)}`}
                </Meta>
                <Facts>
                  <dt>Place</dt>
                  <dd>
                    {claim.place.address}, {claim.place.city}, {claim.place.state}
                  </dd>
                  <dt>Advertiser</dt>
                  <dd>
                    {claim.account.businessName ?? '—'} ({claim.account.contactName},{' '}
                    <a href={`mailto:${claim.account.email}`}>{claim.account.email}</a>)
                  </dd>
                  <dt>Message</dt>
                  <dd>{claim.message || '—'}</dd>
                  {claim.decisionNote && (
                    <>
                      <dt>Note</dt>
                      <dd>{claim.decisionNote}</dd>
                    </>
                  )}
                </Facts>
                {claim.status === 'approved' && (
                  <Actions>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-label={`Revoke ownership of ${claim.place.name}`}
                      onClick={() => setRevoking(claim)}
                    >
                      Revoke ownership
                    </Button>
                  </Actions>
                )}
                {claim.status === 'pending' && (
                  <Actions>
                    <Button
                      type="button"
                      aria-label={`Approve the claim on ${claim.place.name}`}
                      onClick={() => setDeciding({ claim, verb: 'approve' })}
                    >
                      Approve
                    </Button>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-label={`Refuse the claim on ${claim.place.name}`}
                      onClick={() => setDeciding({ claim, verb: 'refuse' })}
                    >
                      Refuse
                    </Button>
                  </Actions>
                )}
              </Item>
            ))}
          </ItemList>
        )}
      </ListState>
      <DecisionDialog
        open={revoking !== null}
        title={revoking ? `Revoke ownership of ${revoking.place.name}?` : ''}
        confirmLabel="Revoke ownership"
        reason
        onClose={() => setRevoking(null)}
        onConfirm={async (reason) => {
          if (!revoking) return;
          const answer = await write({
            path: `/api/staff/claims/${revoking.id}/revoke`,
            body: { reason },
            success: 'The claim was revoked.',
            refresh: ['claims'],
          });
          if (answer) setRevoking(null);
        }}
      >
        {revoking && (
          <p>
            {revoking.account.businessName ?? revoking.account.contactName} will no longer own{' '}
            {revoking.place.name}; they are told by mail, with your reason, and another claim on it
            can then be approved.
          </p>
        )}
      </DecisionDialog>
      <DecisionDialog
        open={deciding !== null}
        title={
          deciding
            ? `${deciding.verb === 'approve' ? 'Approve' : 'Refuse'} the claim on ${deciding.claim.place.name}?`
            : ''
        }
        confirmLabel={deciding?.verb === 'refuse' ? 'Refuse' : 'Approve'}
        withNote
        onClose={() => setDeciding(null)}
        onConfirm={async (note) => {
          if (!deciding) return;
          const { claim, verb } = deciding;
          const answer = await write({
            path: `/api/staff/claims/${claim.id}/${verb}`,
            body: note ? { note } : {},
            success: verb === 'approve' ? 'The claim was approved.' : 'The claim was refused.',
            refresh: ['claims'],
          });
          if (answer) setDeciding(null);
        }}
      />
    </section>
  );
}
