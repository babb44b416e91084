import styled from 'styled-components';
import { WAIT_PREDICTION_WITHHELD_MESSAGES, type ProviderName } from '@pizza-atlas/contracts';
import { busyLevel, color, countNoun, radius, Skeleton, space } from '@pizza-atlas/ui';
import { useWaitTime } from '../restaurants/api/get-wait-time';
import { SectionCard } from '../restaurants/section-card';
import { ReportWait } from './report-wait';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${space(3)};
  margin: 0;
  dt {
    font-size: 0.85rem;
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.2rem;
    font-weight: 700;
  }
`;

const Level = styled.span<{ $colour: string }>`
  display: inline-block;
  padding: 2px ${space(2)};
  border-radius: ${radius.pill};
  background: ${(p) => p.$colour};
  color: #fff;
  font-size: 0.9rem;
`;

const Note = styled.p`
  margin: ${space(3)} 0 0;
  font-size: 0.85rem;
  color: ${color.textMuted};
`;

/**
 * Live wait: refetched every minute, never retried (a failed minute just waits for the next).
 * Only visitors' recent reports for this place are shown as a wait; the API's estimate from
 * hours and popularity is nobody's observation, so without reports the card says so. A
 * predicted wait shows only when the API gives one (enough visitors, open then; decision
 * 0087), otherwise the note says why; past closing, "Next available" is the closing time. While
 * the place is open, a visitor there can report the wait (ReportWait).
 */
export function WaitTimeCard({
  provider,
  id,
  name,
}: {
  provider: ProviderName;
  id: string;
  name: string;
}) {
  const wait = useWaitTime(provider, id);
  return (
    <SectionCard title="Live Wait Times">
      {wait.isPending ? (
        <Skeleton $height="4rem" role="status" aria-label="Loading wait times" />
      ) : wait.isError ? (
        <p>Wait times are unavailable right now.</p>
      ) : wait.data.basis === 'closed' ? (
        <p>Closed now. {wait.data.nextAvailable}</p>
      ) : wait.data.basis !== 'reports' ? (
        <p>No wait reported here in the last 90 minutes.</p>
      ) : (
        <>
          <Figures>
            <div>
              <dt>Current wait</dt>
              <dd>{wait.data.currentWait} min</dd>
            </div>
            {wait.data.predictedWait !== null && (
              <div>
                <dt>Predicted wait</dt>
                <dd>{wait.data.predictedWait} min</dd>
              </div>
            )}
            <div>
              <dt>How busy</dt>
              <dd>
                <Level $colour={busyLevel(wait.data.busyLevel).colour}>
                  {busyLevel(wait.data.busyLevel).label}
                </Level>
              </dd>
            </div>
            <div>
              <dt>Next available</dt>
              <dd>{wait.data.nextAvailable}</dd>
            </div>
          </Figures>
          <Note>
            From {wait.data.reportCount} recent visitor{' '}
            {countNoun(wait.data.reportCount, { one: 'report', other: 'reports' })}. Last report at{' '}
            {wait.data.lastUpdatedLocal}; times are the place&apos;s local time.
            {wait.data.predictionWithheld &&
              ` ${WAIT_PREDICTION_WITHHELD_MESSAGES[wait.data.predictionWithheld]}`}
          </Note>
        </>
      )}
      {/* One place in the tree for both answers, so its thanks outlasts the card's change. */}
      {wait.isSuccess && wait.data.basis !== 'closed' && (
        <ReportWait provider={provider} restaurantId={id} placeName={name} />
      )}
    </SectionCard>
  );
}
