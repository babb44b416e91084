import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast } from '@pizza-atlas/platform';
import { Button, Card, TextField, space } from '@pizza-atlas/ui';
import { checkPlaceCity } from './api/check-place-city';
import { formatLocation, parseLocation, type PlaceLocation } from './location';

/** Spec section 5's 'Invalid Format' toast, also shown beside the field. */
const INVALID_FORMAT = "Please enter location as 'City, State' (e.g., 'Chicago, IL')";

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  align-items: center;
  justify-content: space-between;
  p {
    margin: 0;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${space(3)};
  font-size: 1.25rem;
`;

/** The city and state the analyzer and trends search; `Change` clears it. */
export function LocationEntry({
  location,
  onChange,
}: {
  location: PlaceLocation | null;
  onChange: (location: PlaceLocation | null) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [isChecking, setChecking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // After Change the entry form replaces the button: keep the keyboard where the visitor is.
  const focusEntry = useRef(false);
  useEffect(() => {
    if (location || !focusEntry.current) return;
    focusEntry.current = false;
    input.current?.focus();
  }, [location]);
  // A refusal moves focus back to the field once it is enabled again.
  const focusField = useRef(false);
  useEffect(() => {
    if (isChecking || !focusField.current) return;
    focusField.current = false;
    input.current?.focus();
  }, [isChecking, error]);

  const refuse = (message: string) => {
    setError(message);
    focusField.current = true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isChecking) return;
    const parsed = parseLocation(text);
    if (!parsed) {
      refuse(INVALID_FORMAT);
      input.current?.focus();
      toast({ title: 'Invalid Format', description: INVALID_FORMAT, variant: 'destructive' });
      return;
    }
    // The API names the city as the gazetteer does, or says why it cannot (decision 0066).
    setChecking(true);
    const checked = await checkPlaceCity(parsed);
    setChecking(false);
    if ('problem' in checked) {
      refuse(checked.problem);
      return;
    }
    setError(undefined);
    onChange(checked.location);
    setText('');
    toast({
      title: 'Location Set',
      description: `Finding AI recommendations in ${checked.location.city}, ${checked.location.state}`,
    });
  };

  return (
    <Card as="section" aria-labelledby="intelligence-location">
      <Title id="intelligence-location">Your Location</Title>
      {location ? (
        <Current>
          <p>
            Recommendations for <strong>{formatLocation(location)}</strong>
          </p>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              focusEntry.current = true;
              onChange(null);
            }}
          >
            Change
          </Button>
        </Current>
      ) : (
        <form onSubmit={submit} noValidate>
          <TextField
            ref={input}
            label="City and state"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
            placeholder="Chicago, IL"
            autoComplete="address-level2"
            disabled={isChecking}
            error={error}
            hint="Enter a city and its state, separated by a comma."
            action={
              <Button
                type="submit"
                disabled={text.trim() === '' || isChecking}
                aria-busy={isChecking}
              >
                {isChecking ? 'Checking...' : 'Set Location'}
              </Button>
            }
          />
        </form>
      )}
    </Card>
  );
}
