import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { PlatformManifest } from '@pizza-atlas/contracts';
import { ManifestContext } from '@pizza-atlas/platform';
import { PASSPORT_STORAGE_KEY, readPassport } from '@pizza-atlas/platform/passport';
import { restaurantFixture } from '../../test/restaurant-fixture';
import { PassportCheckIn } from './passport-check-in';

const LABS: PlatformManifest['remotes'][number] = {
  name: 'labs',
  version: '1',
  entry: '/remotes/labs/mf-manifest.json',
  area: 'Pizza Atlas labs',
  pages: [
    {
      path: '/pizza-social',
      module: 'PizzaSocialPage',
      feature: 'pizza-social',
      head: { title: 'Pizza Passport', description: 'Passport' },
      hasLoader: false,
      hasHeadBuilder: false,
    },
  ],
  widgets: [],
};

const manifest = (remotes = [LABS], features: Record<string, boolean> = {}) => ({
  remotes,
  features,
});

const ui = (site: PlatformManifest = manifest()) => (
  <ManifestContext.Provider value={site}>
    <MemoryRouter>
      <PassportCheckIn restaurant={restaurantFixture()} />
    </MemoryRouter>
  </ManifestContext.Provider>
);

const LOUS = {
  restaurantId: 'lous-pizza',
  provider: 'catalog',
  name: "Lou's Pizza Parlor",
  city: 'Austin',
  state: 'TX',
  // The street tells a chain's branches apart in the passport.
  street: '8434 Garnet Ln',
};

const button = () => screen.getByRole('button', { name: "I've been here" });

// Wednesday 18 November 2026, 9 PM in the visitor's own time zone.
const EVENING = new Date(2026, 10, 18, 21, 0);

beforeEach(() => jest.useFakeTimers({ now: EVENING }));
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('PassportCheckIn', () => {
  it("checks in for today, keeps it in the browser's passport, and undoes it", async () => {
    render(ui());
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Kept in your passport');
    expect(screen.getByRole('link', { name: 'Your Pizza Passport' })).toHaveAttribute(
      'href',
      '/pizza-social',
    );

    await user().click(button());
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Checked in today. Press again to undo.');
    expect(readPassport()).toEqual([{ ...LOUS, date: '2026-11-18' }]);

    await user().click(button());
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(readPassport()).toEqual([]);
  });

  it('is a new day after midnight: yesterday stays, today can be checked in', async () => {
    render(ui());
    await user().click(button());
    act(() => jest.setSystemTime(new Date(2026, 10, 19, 8, 0)));
    await user().click(button());
    expect(readPassport().map((entry) => entry.date)).toEqual(['2026-11-19', '2026-11-18']);
    await user().click(button());
    expect(readPassport().map((entry) => entry.date)).toEqual(['2026-11-18']);
    expect(screen.getByRole('status')).toHaveTextContent('You checked in here once before.');
  });

  it('says so when the browser will not store it', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    render(ui());
    await user().click(button());
    setItem.mockRestore();
    expect(screen.getByRole('status')).toHaveTextContent('would not save the check-in');
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['the pizza-social lab is off', manifest([LABS], { 'pizza-social': false })],
    ['the labs remote is off', manifest([])],
  ])('does not show while %s', (_, site) => {
    const { container } = render(ui(site));
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the same HTML on the server and while hydrating, then the stored state', async () => {
    localStorage.setItem(
      PASSPORT_STORAGE_KEY,
      JSON.stringify({ checkIns: [{ ...LOUS, date: '2026-11-18' }] }),
    );
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const html = renderToString(ui());
    expect(getItem).not.toHaveBeenCalled();
    getItem.mockRestore();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverButton = container.querySelector('button')!;
    expect(serverButton).toBeDisabled();
    expect(container.querySelector('[role="status"]')).toBeEmptyDOMElement();

    const onRecoverableError = jest.fn();
    await act(async () => {
      hydrateRoot(container, ui(), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton).toBeEnabled();
    expect(serverButton).toHaveAttribute('aria-pressed', 'true');
    container.remove();
  });
});
