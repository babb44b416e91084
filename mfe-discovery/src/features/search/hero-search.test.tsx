import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HeroSearch } from './hero-search';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderSearch() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <HeroSearch />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('HeroSearch', () => {
  it('does nothing for blank text', async () => {
    renderSearch();
    await userEvent.type(screen.getByPlaceholderText('Enter city, state, or zip code...'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Find Pizza' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('opens the directory with the trimmed location', async () => {
    renderSearch();
    await userEvent.type(
      screen.getByPlaceholderText('Enter city, state, or zip code...'),
      '  Austin, TX {Enter}',
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/directory?location=Austin%2C%20TX');
  });
});
