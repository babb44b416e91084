import { useState, type FormEvent } from 'react';
import { LocationCombobox } from './location-combobox';
import { UseMyLocation } from './use-my-location';
import { useEarlyInput } from './use-early-input';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, breakpoint, color, radius, space } from '@pizza-atlas/ui';

/**
 * The box and Find Pizza on one row at every width, the row the suggestion list opens under
 * (position: relative): the list never covers the button, and the button never moves when
 * the list opens or closes, so a phone's tap lands where it was aimed (decision 0062).
 */
const Form = styled.form`
  position: relative;
  display: flex;
  gap: ${space(2)};
  max-width: 640px;
  margin: 0 auto;
`;

/** Narrower on a phone, to leave the box room for its placeholder. */
const FindButton = styled(Button)`
  flex: none;
  @media (max-width: ${breakpoint.sm}) {
    padding: ${space(2)} ${space(4)};
  }
`;

const NearMe = styled.div`
  display: flex;
  justify-content: center;
  max-width: 640px;
  margin: ${space(2)} auto 0;
  text-align: center;
  > div {
    justify-items: center;
  }
`;

const Input = styled.input`
  flex: 1;
  min-height: 48px;
  padding: 0 ${space(4)};
  font: inherit;
  font-size: 1.05rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.text};
  @media (max-width: ${breakpoint.sm}) {
    padding: 0 ${space(3)};
    font-size: 1rem;
  }
`;

/** The home page's location search: blank text does nothing; otherwise open the directory. */
export function HeroSearch() {
  const [location, setLocation] = useState('');
  const inputRef = useEarlyInput(location, setLocation);
  const navigate = useNavigate();
  const search = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    navigate(`/directory?location=${encodeURIComponent(trimmed)}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(location);
  };
  return (
    <>
      {/* action and name: before the page is live, the browser itself opens the directory. */}
      <Form role="search" onSubmit={submit} action="/directory" method="get">
        <label htmlFor="hero-location" className="visually-hidden">
          City, state, or ZIP code
        </label>
        <LocationCombobox
          id="hero-location"
          input={Input}
          inputRef={inputRef}
          placeholder="Enter city, state, or zip code..."
          value={location}
          onChange={setLocation}
          onChoose={search}
        />
        <FindButton type="submit">Find Pizza</FindButton>
      </Form>
      <NearMe>
        <UseMyLocation
          inputId="hero-location"
          onLocated={(latitude, longitude) =>
            navigate(`/directory?lat=${latitude}&lng=${longitude}`)
          }
        />
      </NearMe>
    </>
  );
}
