import { useState } from 'react';
import type { StaffClaim } from '@pizza-atlas/contracts';
import { Button, TextField } from '@pizza-atlas/ui';
import { ListState } from './list-state';
import { useClaims, useStaffAction } from './staff-api';
import { Filter, Item, Muted, Panel, Row, Tag } from './staff-styles';

function ClaimItem({ claim }: { claim: StaffClaim }) {
  const act = useStaffAction();
  const [note, setNote] = useState('');
  return (
    <Item as="article" aria-label={`Claim of ${claim.place.name}`}>
      <Row>
        <h3>{claim.place.name}</h3>
        <Tag>{claim.status}</Tag>
      </Row>
      <p>
        <Muted>
          {claim.place.address} {claim.place.city}, {claim.place.state}
        </Muted>
      </p>
      <p>
        By {claim.account.businessName} ({claim.account.contactName}, {claim.account.email})
      </p>
      {claim.message && <p>“{claim.message}”</p>}
      {claim.decisionNote && <p>Note: {claim.decisionNote}</p>}
      {claim.status === 'pending' && (
        <Row>
          <TextField
            label="Note to the advertiser"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button
            type="button"
            onClick={() =>
              void act(`/api/staff/claims/${claim.id}/approve`, {
                body: { note },
                done: 'Claim approved',
              })
            }
          >
            Approve Claim
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={() =>
              void act(`/api/staff/claims/${claim.id}/refuse`, {
                body: { note },
                done: 'Claim refused',
              })
            }
          >
            Refuse Claim
          </Button>
        </Row>
      )}
    </Item>
  );
}

/** Advertisers asking to own a listing. */
export function ClaimsSection() {
  const [status, setStatus] = useState('pending');
  const claims = useClaims(status);
  return (
    <Panel aria-labelledby="claims-heading">
      <h2 id="claims-heading">Listing claims</h2>
      <Filter>
        <label>
          Show
          <select value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="pending">Waiting</option>
            <option value="approved">Approved</option>
            <option value="refused">Refused</option>
          </select>
        </label>
      </Filter>
      <ListState
        query={claims}
        isEmpty={(data) => data.claims.length === 0}
        empty="No claims here."
      >
        {(data) => data.claims.map((claim) => <ClaimItem key={claim.id} claim={claim} />)}
      </ListState>
    </Panel>
  );
}
