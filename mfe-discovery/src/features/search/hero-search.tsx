import { useState, type FormEvent } from 'react';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = location.trim();
    if (!trimmed) return;
    navigate(`/directory?location=${encodeURIComponent(trimmed)}`);
  };
  return (
    // action and name: before the page is live, the browser itself opens the directory.
    <Form role="search" onSubmit={submit} action="/directory" method="get">
      <label htmlFor="hero-location" className="visually-hidden">
        City, state, or ZIP code
      </label>
      <Input
        ref={inputRef}
        id="hero-location"
        name="location"
        type="search"
        autoComplete="address-level2"
        placeholder="Enter city, state, or zip code..."
        value={location}
        onChange={(event) => setLocation(event.target.value)}
      />
      <Button type="submit">Find Pizza</Button>
    </Form>
  );
}
