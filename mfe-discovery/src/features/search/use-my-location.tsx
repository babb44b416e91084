import { useState } from 'react';
import styled from 'styled-components';
import { Button, color, space } from '@pizza-atlas/ui';

/** The same request as the quiz's (spec section 4): accurate, 10 s, a fix up to 5 min old. */
export const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};

const TYPE_INSTEAD = 'Type a city, state or ZIP code instead.';

/** What a failed location request tells the visitor, by the browser's error code. */
export function locationErrorText(code: number | 'unsupported'): string {
  if (code === 'unsupported') return `This browser can't share your location. ${TYPE_INSTEAD}`;
  if (code === 1) return `Location access is off for this site. ${TYPE_INSTEAD}`;
  if (code === 3) return `Finding your location took too long. ${TYPE_INSTEAD}`;
  return `We couldn't find your location. ${TYPE_INSTEAD}`;
}

const Wrap = styled.div`
  display: grid;
  justify-items: start;
  gap: ${space(1)};
`;

const Problem = styled.p`
  margin: 0;
  color: ${color.danger};
  font-size: 0.9rem;
`;

/**
 * 'Use my location': asks the browser for the visitor's position and hands it on, so the
 * search (and its distances) run from where they are. A refusal or failure says why and
 * puts the cursor in the location box to type instead.
 */
export function UseMyLocation({
  inputId,
  onLocated,
}: {
  /** The location box to focus when the position cannot be had. */
  inputId: string;
  onLocated: (latitude: number, longitude: number) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (text: string) => {
    setBusy(false);
    setProblem(text);
    document.getElementById(inputId)?.focus();
  };
  const locate = () => {
    setProblem(null);
    const geolocation = globalThis.navigator?.geolocation;
    if (!geolocation) return fail(locationErrorText('unsupported'));
    setBusy(true);
    geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        // About 11 m: enough for distances, no more precise than a search needs.
        const round = (value: number) => Math.round(value * 10_000) / 10_000;
        onLocated(round(position.coords.latitude), round(position.coords.longitude));
      },
      (error) => {
        console.warn('Location unavailable:', error.message);
        fail(locationErrorText(error.code));
      },
      POSITION_OPTIONS,
    );
  };
  return (
    <Wrap>
      <Button type="button" $variant="ghost" onClick={locate} disabled={busy} aria-busy={busy}>
        <span aria-hidden="true">◎</span> {busy ? 'Getting Location...' : 'Use my location'}
      </Button>
      {problem && <Problem role="alert">{problem}</Problem>}
    </Wrap>
  );
}
