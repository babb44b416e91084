import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast } from '@pizza-atlas/platform';
import { Button, Card, color, radius, space } from '@pizza-atlas/ui';
import { formatLocation, parseLocation, type PlaceLocation } from './location';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  align-items: flex-end;
  label {
    flex: 1 1 240px;
    display: grid;
    gap: ${space(1)};
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: ${space(2)} ${space(3)};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.bg};
    color: ${color.text};
    font: inherit;
    font-weight: 400;
  }
`;

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

const Hint = styled.p`
  margin: ${space(2)} 0 0;
  color: ${color.textMuted};
  font-size: 0.9rem;
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
  const input = useRef<HTMLInputElement>(null);
  // After Change the entry form replaces the button: keep the keyboard where the visitor is.
  const focusEntry = useRef(false);
  useEffect(() => {
    if (location || !focusEntry.current) return;
    focusEntry.current = false;
    input.current?.focus();
  }, [location]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLocation(text);
    if (!parsed) {
      toast({
        title: 'Invalid Format',
        description: "Please enter location as 'City, State' (e.g., 'Chicago, IL')",
        variant: 'destructive',
      });
      return;
    }
    onChange(parsed);
    setText('');
    toast({
      title: 'Location Set',
      description: `Finding AI recommendations in ${parsed.city}, ${parsed.state}`,
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
        <>
          <Form onSubmit={submit}>
            <label>
              City and state
              <input
                ref={input}
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="Chicago, IL"
                autoComplete="address-level2"
              />
            </label>
            <Button type="submit" disabled={text.trim() === ''}>
              Set Location
            </Button>
          </Form>
          <Hint>Enter a city and its state, separated by a comma.</Hint>
        </>
      )}
    </Card>
  );
}
