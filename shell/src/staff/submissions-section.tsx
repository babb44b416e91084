import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { StaffSubmission } from '@pizza-atlas/contracts';
import { Button, TextField } from '@pizza-atlas/ui';
import { ListState } from './list-state';
import { useStaffAction, useSubmissions } from './staff-api';
import { Filter, Item, Muted, Panel, Row, Tag } from './staff-styles';

function SubmissionItem({ submission }: { submission: StaffSubmission }) {
  const act = useStaffAction();
  const [city, setCity] = useState(submission.geocode?.city ?? '');
  const [state, setState] = useState(submission.geocode?.state ?? '');
  const [zipCode, setZipCode] = useState(submission.geocode?.zipCode ?? '');
  const [note, setNote] = useState('');
  const pending = submission.status === 'pending';
  const id = submission.id;
  return (
    <Item as="article" aria-labelledby={`submission-${id}`}>
      <Row>
        <h3 id={`submission-${id}`}>{submission.name}</h3>
        <Tag>{submission.status}</Tag>
        <Muted>sent {new Date(submission.createdAt).toLocaleString('en-US')}</Muted>
      </Row>
      <p>{submission.address}</p>
      <p>
        <Muted>
          {[
            submission.phone,
            submission.website,
            submission.pizzaStyle,
            submission.features.join(', '),
          ]
            .filter(Boolean)
            .join(' · ') || 'No other details'}
        </Muted>
      </p>
      {submission.description && <p>{submission.description}</p>}
      {submission.photos.length > 0 && (
        <Row>
          {submission.photos.map((photo, index) => (
            <a key={photo.id} href={photo.url} target="_blank" rel="noopener noreferrer">
              <img
                src={photo.url}
                alt={`Photo ${index + 1} of ${submission.name}`}
                width={120}
                height={90}
                style={{ objectFit: 'cover', borderRadius: 8 }}
              />
            </a>
          ))}
        </Row>
      )}
      <p>
        {submission.geocode
          ? `Placed at ${submission.geocode.city}, ${submission.geocode.state} ${submission.geocode.zipCode}`.trim()
          : 'The address could not be placed: add its city and state, or its ZIP code.'}
      </p>
      {submission.path && (
        <p>
          <Link to={submission.path}>Open its page</Link>
        </p>
      )}
      {pending && (
        <>
          <Filter>
            <TextField
              label="City"
              value={city}
              onChange={(event) => setCity(event.target.value)}
            />
            <TextField
              label="State"
              value={state}
              maxLength={2}
              onChange={(event) => setState(event.target.value)}
            />
            <TextField
              label="ZIP code"
              value={zipCode}
              maxLength={5}
              onChange={(event) => setZipCode(event.target.value)}
            />
          </Filter>
          <Row>
            <Button
              type="button"
              onClick={() =>
                void act(`/api/staff/submissions/${id}/approve`, {
                  body: { city, state, zipCode },
                  done: `${submission.name} is approved and listed`,
                })
              }
            >
              Approve {submission.name}
            </Button>
            <TextField
              label="Note (why it is rejected)"
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <Button
              type="button"
              $variant="secondary"
              onClick={() =>
                void act(`/api/staff/submissions/${id}/reject`, {
                  body: { note },
                  done: `${submission.name} is rejected`,
                })
              }
            >
              Reject
            </Button>
          </Row>
        </>
      )}
    </Item>
  );
}

/** Submitted places: approve (placed on the map, listed) or reject. */
export function SubmissionsSection() {
  const [status, setStatus] = useState('pending');
  const submissions = useSubmissions(status);
  return (
    <Panel aria-labelledby="submissions-heading">
      <h2 id="submissions-heading">Submitted places</h2>
      <Filter>
        <label>
          Show
          <select value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="pending">Waiting for review</option>
            <option value="approved">Approved</option>
            <option value="rejected">Rejected</option>
          </select>
        </label>
      </Filter>
      <ListState
        query={submissions}
        isEmpty={(data) => data.submissions.length === 0}
        empty="No submitted places here."
      >
        {(data) =>
          data.submissions.map((submission) => (
            <SubmissionItem key={submission.id} submission={submission} />
          ))
        }
      </ListState>
    </Panel>
  );
}
