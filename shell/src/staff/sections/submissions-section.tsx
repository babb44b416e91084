import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type {
  ApproveSubmissionResponse,
  FlaggedPhoto,
  ListedPlaceMatch,
  StaffSubmission,
  StaffSubmissionList,
} from '@pizza-atlas/contracts';
import { Button, FieldError, Notice, radius, space } from '@pizza-atlas/ui';
import { DecisionDialog } from '../decision-dialog';
import { ListState } from '../list-state';
import { formatWhen, useStaffQuery, useStaffWrite } from '../staff-api';
import { Actions, Facts, Item, ItemList, Meta, Toolbar } from '../staff-styles';
import { ApproveDialog, geocodeText } from './approve-dialog';
import { SamePlaceNotice } from './same-place-notice';
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

type ListingChange = 'remove' | 'relist';

function SubmissionCard({
  submission,
  onApprove,
  onReject,
  onMerge,
  onListing,
}: {
  submission: StaffSubmission;
  onApprove: () => void;
  onReject: () => void;
  onMerge: (match: ListedPlaceMatch) => void;
  onListing: (change: ListingChange) => void;
}) {
  const match = submission.status === 'pending' ? submission.samePlace : null;
  const isOwnPlace = submission.status === 'approved' && !submission.merged;
  return (
    <Item>
      <h3>
        {submission.path ? <Link to={submission.path}>{submission.name}</Link> : submission.name}
      </h3>
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
      {match && <SamePlaceNotice match={match} />}
      {submission.path && submission.merged && (
        <p>
          Merged into <Link to={submission.path}>the listed place</Link>: it credits the visitor.
        </p>
      )}
      {submission.path && !submission.merged && submission.removedAt && (
        <p>
          Off the directory since {formatWhen(submission.removedAt)} (its page answers 410).{' '}
          <Link to={submission.path}>Open the place’s page</Link>
        </p>
      )}
      {submission.path && !submission.merged && !submission.removedAt && (
        <p>
          <Link to={submission.path}>Open the place’s page</Link>
        </p>
      )}
      {isOwnPlace && (
        <Actions>
          {submission.removedAt ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => onListing('relist')}
              aria-label={`List ${submission.name} again`}
            >
              List again
            </Button>
          ) : (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => onListing('remove')}
              aria-label={`Remove ${submission.name} from the directory`}
            >
              Remove from the directory
            </Button>
          )}
        </Actions>
      )}
      {submission.status === 'pending' && (
        <Actions>
          {match && (
            <Button
              type="button"
              onClick={() => onMerge(match)}
              aria-label={`Same place: merge ${submission.name} into ${match.name}`}
            >
              Same place: merge into it
            </Button>
          )}
          <Button
            type="button"
            $variant={match ? 'secondary' : undefined}
            onClick={onApprove}
            aria-label={
              match ? `Approve ${submission.name} as a new place` : `Approve ${submission.name}`
            }
          >
            {match ? 'Approve as a new place' : 'Approve'}
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
  const [merging, setMerging] = useState<{
    submission: StaffSubmission;
    match: ListedPlaceMatch;
  } | null>(null);
  const [listing, setListing] = useState<{
    submission: StaffSubmission;
    change: ListingChange;
  } | null>(null);
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
                onMerge={(match) => setMerging({ submission, match })}
                onListing={(change) => setListing({ submission, change })}
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
        open={merging !== null}
        title={merging ? `Merge ${merging.submission.name} into ${merging.match.name}?` : ''}
        confirmLabel="Merge into it"
        onClose={() => setMerging(null)}
        onConfirm={async () => {
          if (!merging) return;
          const answer = await write<ApproveSubmissionResponse>({
            path: `/api/staff/submissions/${merging.submission.id}/merge`,
            body: { placeId: merging.match.id },
            success: (answer: ApproveSubmissionResponse) =>
              answer.approved
                ? `${merging.submission.name} was merged into ${merging.match.name}.`
                : null,
            refresh: ['submissions'],
          });
          if (answer) setMerging(null);
        }}
      >
        {merging && (
          <p>
            The visitor’s phone, website, features and photos fill what{' '}
            <Link to={merging.match.path}>{merging.match.name}</Link> lacks, the place credits the
            visitor, and this submission closes as merged. No second place is listed.
          </p>
        )}
      </DecisionDialog>
      <DecisionDialog
        open={listing !== null}
        title={
          listing
            ? listing.change === 'remove'
              ? `Remove ${listing.submission.name} from the directory?`
              : `List ${listing.submission.name} again?`
            : ''
        }
        confirmLabel={listing?.change === 'remove' ? 'Remove from the directory' : 'List again'}
        reason
        onClose={() => setListing(null)}
        onConfirm={async (reason) => {
          if (!listing) return;
          const answer = await write({
            path: `/api/staff/submissions/${listing.submission.id}/${listing.change}`,
            body: { reason },
            success: (answer: { message: string }) => answer.message,
            refresh: ['submissions'],
          });
          if (answer) setListing(null);
        }}
      >
        {listing?.change === 'remove' && (
          <p>
            It leaves search, the guides and the sitemap, and its page answers 410 with places
            nearby. Its reviews and photos are kept: “List again” brings it back.
          </p>
        )}
      </DecisionDialog>
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
