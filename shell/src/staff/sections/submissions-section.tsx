import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { FlaggedPhoto, StaffSubmission, StaffSubmissionList } from '@pizza-atlas/contracts';
import { Button, FieldError, Notice, radius, space } from '@pizza-atlas/ui';
import { DecisionDialog } from '../decision-dialog';
import { ListState } from '../list-state';
import { formatWhen, useStaffQuery, useStaffWrite } from '../staff-api';
import { Actions, Facts, Item, ItemList, Meta, Toolbar } from '../staff-styles';
import { ApproveDialog, geocodeText } from './approve-dialog';
import { useStatusFilter } from './status-filter';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

const Photos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  img {
    width: 160px;
    max-width: 100%;
    height: 120px;
    object-fit: cover;
    border-radius: ${radius.md};
  }
`;

const PhotoFigure = styled.figure`
  margin: 0;
  max-width: 160px;
  figcaption {
    font-size: 0.85rem;
  }
`;

function SubmissionCard({
  submission,
  onApprove,
  onReject,
}: {
  submission: StaffSubmission;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <Item>
      <h3>{submission.name}</h3>
      <Meta>
        Sent {formatWhen(submission.createdAt)}
        {submission.decidedAt && ` · ${submission.status} ${formatWhen(submission.decidedAt)}`}
      </Meta>
      <Facts>
        <dt>Address</dt>
        <dd>{submission.address}</dd>
        <dt>Geocode</dt>
        <dd>{geocodeText(submission)}</dd>
        <dt>Phone</dt>
        <dd>{submission.phone || '—'}</dd>
        <dt>Website</dt>
        <dd>{submission.website || '—'}</dd>
        <dt>Style</dt>
        <dd>{submission.pizzaStyle || '—'}</dd>
        <dt>Features</dt>
        <dd>{submission.features.join(', ') || '—'}</dd>
        <dt>Description</dt>
        <dd>{submission.description || '—'}</dd>
        <dt>Image URL</dt>
        <dd>{submission.imageUrl || '—'}</dd>
      </Facts>
      {submission.photos.length > 0 && (
        <Photos>
          {submission.photos.map((photo, index) => (
            <PhotoFigure key={photo.id}>
              <img
                src={photo.url}
                alt={`Photo ${index + 1} of ${submission.name}`}
                loading="lazy"
              />
              {photo.problem && (
                <figcaption>
                  <FieldError as="span">Flagged: {photo.problem}</FieldError>
                </figcaption>
              )}
            </PhotoFigure>
          ))}
        </Photos>
      )}
      {submission.path && (
        <p>
          <Link to={submission.path}>Open the place’s page</Link>
        </p>
      )}
      {submission.status === 'pending' && (
        <Actions>
          <Button type="button" onClick={onApprove} aria-label={`Approve ${submission.name}`}>
            Approve
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={onReject}
            aria-label={`Reject ${submission.name}`}
          >
            Reject
          </Button>
        </Actions>
      )}
    </Item>
  );
}

/** Places visitors sent: every field, photos and geocode; approve into the catalog or reject. */
export function SubmissionsSection() {
  const { status, select } = useStatusFilter(STATUSES, 'pending');
  const query = useStaffQuery<StaffSubmissionList>(
    ['submissions', status],
    `/api/staff/submissions?status=${status}`,
  );
  const write = useStaffWrite();
  const [approving, setApproving] = useState<StaffSubmission | null>(null);
  const [rejecting, setRejecting] = useState<StaffSubmission | null>(null);
  const [approved, setApproved] = useState<{
    path: string;
    name: string;
    droppedPhotos: FlaggedPhoto[];
  } | null>(null);

  return (
    <section aria-labelledby="staff-submissions">
      <Toolbar>
        <h2 id="staff-submissions">Submitted places</h2>
        {select}
      </Toolbar>
      {approved && (
        <Notice $tone="success" role="status" style={{ marginBottom: space(4) }}>
          {approved.name} was approved. <Link to={approved.path}>Open its page</Link>
        </Notice>
      )}
      {approved && approved.droppedPhotos.length > 0 && (
        <Notice $tone="error" role="alert" style={{ marginBottom: space(4) }}>
          {approved.droppedPhotos.length === 1
            ? 'One photo was left out:'
            : `${approved.droppedPhotos.length} photos were left out:`}
          <ul aria-label="Photos left out">
            {approved.droppedPhotos.map((photo) => (
              <li key={photo.id}>{photo.reason}</li>
            ))}
          </ul>
        </Notice>
      )}
      <ListState
        query={query}
        isEmpty={(list) => list.submissions.length === 0}
        empty={`No ${status} submissions.`}
      >
        {(list) => (
          <ItemList aria-label="Submissions">
            {list.submissions.map((submission) => (
              <SubmissionCard
                key={submission.id}
                submission={submission}
                onApprove={() => setApproving(submission)}
                onReject={() => setRejecting(submission)}
              />
            ))}
          </ItemList>
        )}
      </ListState>
      <ApproveDialog
        submission={approving}
        onClose={() => setApproving(null)}
        onApproved={(path, name, droppedPhotos) => setApproved({ path, name, droppedPhotos })}
      />
      <DecisionDialog
        open={rejecting !== null}
        title={rejecting ? `Reject ${rejecting.name}?` : ''}
        confirmLabel="Reject"
        withNote
        onClose={() => setRejecting(null)}
        onConfirm={async (note) => {
          if (!rejecting) return;
          const answer = await write({
            path: `/api/staff/submissions/${rejecting.id}/reject`,
            body: note ? { note } : {},
            success: `${rejecting.name} was rejected.`,
            refresh: ['submissions'],
          });
          if (answer) setRejecting(null);
        }}
      />
    </section>
  );
}
