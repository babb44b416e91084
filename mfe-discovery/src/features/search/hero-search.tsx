import { useState, type FormEvent } from 'react';
import { LocationCombobox } from './location-combobox';
import { UseMyLocation } from './use-my-location';
import { useEarlyInput } from './use-early-input';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, breakpoint, color, radius, space } from '@pizza-atlas/ui';

const Form = styled.form`
  display: flex;
  gap: ${space(2)};
  max-width: 640px;
  margin: 0 auto;
  @media (max-width: ${breakpoint.sm}) {
    flex-direction: column;
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
        <Button type="submit">Find Pizza</Button>
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
