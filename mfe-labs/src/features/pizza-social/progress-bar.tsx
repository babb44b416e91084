import styled from 'styled-components';
import { color, radius } from '@pizza-atlas/ui';

const Track = styled.div`
  height: 8px;
  border-radius: ${radius.pill};
  background: ${color.surfaceMuted};
  box-shadow: inset 0 0 0 1px ${color.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${color.primary};
`;

/** A labelled progress bar; the value is clamped to the maximum. */
export function ProgressBar({
  label,
  value,
  max,
  valueText,
}: {
  label: string;
  value: number;
  max: number;
  valueText?: string;
}) {
  const shown = Math.min(value, max);
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={shown}
      aria-valuetext={valueText ?? `${shown} of ${max}`}
    >
      <Fill style={{ width: `${(shown / max) * 100}%` }} />
    </Track>
  );
}
