import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { HeroSearch } from './hero-search';

const SUGGESTIONS = {
  suggestions: [
    { kind: 'city', label: 'Chicago, IL', value: 'Chicago, IL' },
    { kind: 'city', label: 'Chico, CA', value: 'Chico, CA' },
    { kind: 'state', label: 'Illinois (whole state)', value: 'Illinois' },
  ],
};

function renderSearch() {
  const calls = fakeApi(() => ({ body: SUGGESTIONS }));
  renderWithProviders(<HeroSearch />, { route: '/' });
  return { calls, box: locationBox() };
}

/** The location box as it is now: the combobox replaces the plain box on its first use. */
function locationBox() {
  return screen.getByRole('combobox', { name: 'City, state, or ZIP code' });
}

describe('HeroSearch', () => {
  it('does nothing for blank text', async () => {
    const { box } = renderSearch();
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Find Pizza' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('opens the directory with the trimmed location', async () => {
    const { box } = renderSearch();
    await userEvent.type(box, '  Austin, TX {Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/directory?location=Austin%2C%20TX');
  });

  it('suggests places as you type and searches the one chosen with the keyboard', async () => {
    const { box, calls } = renderSearch();
    await userEvent.type(box, 'chi');
    const live = locationBox();
    const list = await screen.findByRole('listbox', { name: 'Suggested places' });
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Chicago, ILCity',
      'Chico, CACity',
      'Illinois (whole state)State',
    ]);
    expect(list).toBeVisible();
    expect(live).toHaveAttribute('aria-expanded', 'true');
    // One request for the settled text, not one per keystroke.
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toEqual(['/api/places/suggest?q=chi']),
    );

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(live).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/directory?location=Chico%2C%20CA');
  });

  it('closes the list with Escape and searches a suggestion picked with the mouse', async () => {
    const { box } = renderSearch();
    await userEvent.type(box, 'chi');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await userEvent.type(locationBox(), 'c');
    await userEvent.click(await screen.findByRole('option', { name: /Illinois/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/directory?location=Illinois');
  });
});

describe('Use my location', () => {
  const original = globalThis.navigator.geolocation;
  afterEach(() => {
    Object.defineProperty(globalThis.navigator, 'geolocation', {
      value: original,
      configurable: true,
    });
  });

  function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
    const getCurrentPosition = jest.fn(
      (ok: PositionCallback, fail: PositionErrorCallback, _options?: PositionOptions) =>
        answer(ok, fail),
    );
    Object.defineProperty(globalThis.navigator, 'geolocation', {
      value: { getCurrentPosition },
      configurable: true,
    });
    return getCurrentPosition;
  }

  it('searches around the visitor, rounded to about 11 m', async () => {
    const ask = stubGeolocation((ok) =>
      ok({ coords: { latitude: 41.921234, longitude: -87.653456 } } as GeolocationPosition),
    );
    renderSearch();
    await userEvent.click(screen.getByRole('button', { name: /Use my location/ }));
    expect(ask.mock.calls[0]![2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 300_000,
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/directory?lat=41.9212&lng=-87.6535');
  });

  it('says why when the visitor refuses, and puts the cursor in the box to type instead', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubGeolocation((_ok, fail) =>
      fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    const { box } = renderSearch();
    await userEvent.click(screen.getByRole('button', { name: /Use my location/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Location access is off for this site. Type a city, state or ZIP code instead.',
    );
    // Focusing the box loads the combobox, which keeps the focus as it takes over.
    await waitFor(() => expect(locationBox()).not.toBe(box));
    expect(locationBox()).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
