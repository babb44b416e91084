import styled, { css, keyframes } from 'styled-components';
import { color, radius, space } from '@pizza-atlas/ui';
import { JOURNEY_STEPS, stepState, type StepState } from './journey-steps';
import { StepIcon } from './step-icon';

const pulse = keyframes`50% { opacity: 0.45; }`;

const Summary = styled.div`
  display: flex;
  justify-content: space-between;
  font-weight: 600;
  margin-bottom: ${space(2)};
  /* The steps' h3 headings sit under this h2, not straight under the page's h1. */
  h2 {
    margin: 0;
    font-size: inherit;
  }
`;

const Track = styled.div`
  height: 10px;
  border-radius: ${radius.pill};
  background: ${color.surfaceMuted};
  overflow: hidden;
  margin-bottom: ${space(6)};
`;

const Fill = styled.div`
  height: 100%;
  background: ${color.primary};
  transition: width 300ms ease;
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

const Step = styled.li<{ $state: StepState }>`
  display: flex;
  gap: ${space(3)};
  padding: ${space(4)};
  border-radius: ${radius.lg};
  border: 2px solid
    ${(p) => (p.$state === 'pending' ? color.border : p.$state === 'done' ? color.accent : color.primary)};
  background: ${color.surface};
  opacity: ${(p) => (p.$state === 'pending' ? 0.8 : 1)};
  h3 {
    font-size: 1.05rem;
    margin: 0 0 ${space(1)};
    ${(p) =>
      p.$state === 'current' &&
      css`
        color: ${color.primary};
        animation: ${pulse} 1.2s ease-in-out infinite;
        @media (prefers-reduced-motion: reduce) {
          animation: none;
        }
      `}
  }
  p {
    margin: 0;
    color: ${color.textMuted};
  }
`;

const Badge = styled.span<{ $state: StepState }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${radius.pill};
  background: ${(p) =>
    p.$state === 'done'
      ? color.accent
      : p.$state === 'current'
        ? color.primary
        : color.surfaceMuted};
  color: ${(p) => (p.$state === 'pending' ? color.textMuted : color.primaryText)};
`;

const State = styled.span`
  display: block;
  margin-top: ${space(2)};
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${color.textMuted};
`;

const STATE_LABEL: Record<StepState, string> = {
  done: 'Done',
  current: 'In progress',
  pending: 'Pending',
};

/**
 * The search-progress screen: the four steps, each done once `current` is past it, the one
 * at `current` in progress while the search runs, and a bar of the steps done out of 4.
 */
export function SearchProgress({ current, isRunning }: { current: number; isRunning: boolean }) {
  const total = JOURNEY_STEPS.length;
  const done = Math.min(current, total);
  return (
    <div>
      <Summary>
        <h2 id="journey-progress">Progress</h2>
        <span>
          {done} of {total} steps
        </span>
      </Summary>
      <Track
        role="progressbar"
        aria-labelledby="journey-progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} steps done`}
      >
        <Fill style={{ width: `${(done / total) * 100}%` }} />
      </Track>
      <Steps>
        {JOURNEY_STEPS.map((step, index) => {
          const state = stepState(index, current, isRunning);
          return (
            <Step
              key={step.id}
              $state={state}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <Badge $state={state}>
                <StepIcon icon={step.icon} />
              </Badge>
              <div>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
                <State>{STATE_LABEL[state]}</State>
              </div>
            </Step>
          );
        })}
      </Steps>
    </div>
  );
}
