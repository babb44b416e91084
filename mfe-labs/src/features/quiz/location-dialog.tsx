import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, TextField, color, space } from '@pizza-atlas/ui';
import { requestLocation, type Coordinates } from './find-places';

const Text = styled.p`
  margin: 0 0 ${space(5)};
  color: ${color.textMuted};
`;

const Place = styled.form`
  margin: 0 0 ${space(5)};
  padding-top: ${space(4)};
  border-top: 1px solid ${color.border};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(3)};
`;

/**
 * Asks before the browser does: `Allow Location` requests the position; a typed city, state
 * or ZIP searches there; `Skip Location` opens the directory with the personality alone, where
 * the search box asks for a place (decision 0066). Whatever the browser answers ends in
 * `onLocated`, with the position or without it.
 */
export function LocationDialog({
  open,
  onClose,
  onSkip,
  onLocated,
  onPlace,
}: {
  open: boolean;
  /** Escape or the close button: back to the result. */
  onClose: () => void;
  onSkip: () => void;
  onLocated: (where: Coordinates | undefined) => void;
  onPlace: (location: string) => void;
}) {
  const [isLocating, setLocating] = useState(false);
  const [place, setPlace] = useState('');
  const [placeError, setPlaceError] = useState(false);
  const placeInput = useRef<HTMLInputElement>(null);
  // A request the visitor walked away from (Escape while waiting) must not navigate.
  const request = useRef(0);

  useEffect(() => {
    if (!open) {
      request.current += 1;
      setLocating(false);
      setPlace('');
      setPlaceError(false);
    }
  }, [open]);

  const allow = async () => {
    const ticket = ++request.current;
    setLocating(true);
    const where = await requestLocation();
    if (ticket !== request.current) return;
    setLocating(false);
    onLocated(where);
  };

  const searchPlace = (event: FormEvent) => {
    event.preventDefault();
    if (place.trim() === '') {
      setPlaceError(true);
      placeInput.current?.focus();
      return;
    }
    request.current += 1;
    onPlace(place);
  };

  return (
    <Dialog open={open} onClose={onClose} title="Find pizza places near you" width="460px">
      <Text>
        Share your location to see pizza places near you. Your browser asks first, and your position
        is used only for this search.
      </Text>
      <Place onSubmit={searchPlace} noValidate aria-label="Search a place instead">
        <TextField
          ref={placeInput}
          label="Or search a city, state, or zip code"
          value={place}
          placeholder="Austin, TX"
          autoComplete="address-level2"
          maxLength={200}
          onChange={(event) => {
            setPlace(event.target.value);
            setPlaceError(false);
          }}
          error={
            placeError ? 'Enter a city, state, or zip code, or choose Allow Location.' : undefined
          }
          action={
            <Button type="submit" $variant="secondary" disabled={isLocating}>
              Show Places
            </Button>
          }
        />
      </Place>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onSkip}>
          Skip Location
        </Button>
        <Button
          type="button"
          onClick={allow}
          disabled={isLocating}
          aria-busy={isLocating}
          data-autofocus
        >
          {isLocating ? 'Getting Location...' : 'Allow Location'}
        </Button>
      </Actions>
    </Dialog>
  );
}
