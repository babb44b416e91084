import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { createQueryClient } from '@pizza-atlas/api-client';
import {
  fakeApi,
  renderWithProviders,
  type FakeAnswer,
  type FakeCall,
} from '@pizza-atlas/dev-host/src/test/render';
import { emulatePhoneWidth } from '../../test/phone-width';
import { restaurantFixture } from '../../test/restaurant-fixture';
import { DirectoryPage } from './directory-page';
import { PHONE_BATCH, openNowCheckedNote } from './directory-results';
import { MORE_FAILED_TEXT } from './show-more-results';

const AUSTIN = '/directory?location=Austin%2C%20TX';

/**
 * A search of `total` places, answered page by page from the request's limit and offset;
 * `countedTo` makes the API stop counting there (decision 0061: total 1,000, total_capped).
 */
function pagedAnswer(total: number, countedTo?: number, openNowChecked?: number) {
  return (call: FakeCall): FakeAnswer => {
    const query = new URL(call.url, 'http://x').searchParams;
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit'));
    const count = Math.max(0, Math.min(limit, total - offset));
    return {
      body: {
        restaurants: Array.from({ length: count }, (_, index) =>
          restaurantFixture({
            id: `place-${offset + index + 1}`,
            name: `Place ${offset + index + 1}`,
          }),
        ),
        ...(countedTo !== undefined && total > countedTo
          ? { total: countedTo, total_capped: true }
          : { total }),
        ...(openNowChecked === undefined ? {} : { open_now_checked: openNowChecked }),
        region: { center: { latitude: 30.27, longitude: -97.74 } },
        location_label: 'Austin, TX',
        attribution: [],
      },
    };
  };
}

const cards = () => screen.queryAllByTestId('result-card');
const status = () => screen.getByText(/restaurants? found near/);

// Dozens of cards in jsdom on a shared machine: these take a few seconds each (the
// preset's test timeout, 30 s, leaves room).

describe('Show more results', () => {
  it('loads the next 20, appends them, moves focus to the first new card and hides at the end', async () => {
    const answer = pagedAnswer(45);
    let releaseSecondPage = () => {};
    const calls = fakeApi((call) =>
      call.url.includes('offset=20')
        ? new Promise((resolve) => {
            releaseSecondPage = () => resolve(answer(call));
          })
        : answer(call),
    );
    renderWithProviders(<DirectoryPage />, { route: AUSTIN });
    expect(await screen.findByText('45 restaurants found near Austin, TX (showing 20)'));
    expect(cards()).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 45 restaurants')).toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'Show more results' });
    await userEvent.click(more);
    // The same button shows the load and ignores presses meanwhile.
    expect(more).toHaveTextContent('Loading more results...');
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(more);
    expect(calls.filter((call) => call.url.includes('offset=20'))).toHaveLength(1);

    releaseSecondPage();
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(status()).toHaveTextContent('45 restaurants found near Austin, TX (showing 40)');
    expect(screen.getByRole('link', { name: 'Place 21' })).toHaveFocus();
    const second = new URL(calls[1]!.url, 'http://x').searchParams;
    expect(second.get('offset')).toBe('20');
    expect(second.get('limit')).toBe('20');
    expect(second.get('location')).toBe('Austin, TX');
    expect(second.get('radius')).toBe('25000');

    await userEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(cards()).toHaveLength(45));
    expect(screen.getByRole('link', { name: 'Place 41' })).toHaveFocus();
    expect(status()).toHaveTextContent(/^45 restaurants found near Austin, TX$/);
    expect(screen.queryByRole('button', { name: /Show more results/ })).not.toBeInTheDocument();
    expect(new URL(calls[2]!.url, 'http://x').searchParams.get('offset')).toBe('40');
    // The page count is not part of the URL: the URL still holds only the search.
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/directory\?location=Austin%2C%20TX$/);
  });

  it('says "1,000+" when the API stopped counting, and offers the next page', async () => {
    const calls = fakeApi(pagedAnswer(5000, 1000));
    renderWithProviders(<DirectoryPage />, { route: AUSTIN });
    expect(
      await screen.findByText('1,000+ restaurants found near Austin, TX (showing 20)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 20 of 1,000+ restaurants')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(status()).toHaveTextContent(
      /^1,000\+ restaurants found near Austin, TX \(showing 40\)$/,
    );
    expect(new URL(calls[1]!.url, 'http://x').searchParams.get('offset')).toBe('20');
  });

  it('says a capped search ranks the nearest places', async () => {
    fakeApi(pagedAnswer(5000, 1000));
    renderWithProviders(<DirectoryPage />, { route: `${AUSTIN}&sort=rating` });
    expect(
      await screen.findByText(
        'More than 1,000 places match, so these are ranked among the nearest 1,050. ' +
          'Narrow the radius or add a filter to rank a smaller area.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['nearest first', `${AUSTIN}&sort=distance`, pagedAnswer(5000, 1000)],
    ['under the cap', `${AUSTIN}&sort=rating`, pagedAnswer(900, 1000)],
  ])('says nothing of ranking %s', async (_, route, answer) => {
    fakeApi(answer);
    renderWithProviders(<DirectoryPage />, { route });
    expect(await screen.findByText(/restaurants found near Austin, TX/)).toBeInTheDocument();
    expect(screen.queryByText(/ranked among the nearest/)).not.toBeInTheDocument();
  });

  it('says an open-now search checked only the nearest places, and pages to its last open one', async () => {
    const calls = fakeApi(pagedAnswer(45, undefined, 1050));
    renderWithProviders(<DirectoryPage />, { route: `${AUSTIN}&sort=rating&open=now` });
    expect(
      await screen.findByText('45+ restaurants found near Austin, TX (showing 20)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'More than 1,050 places match, so only the nearest 1,050 were checked for being open ' +
          'now. Narrow the radius or add a filter to check a smaller area.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ranked among the nearest/)).not.toBeInTheDocument();
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('open_now')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(cards()).toHaveLength(45));
    // The open places found are all there is to page to: no page past them is offered.
    expect(screen.queryByRole('button', { name: /Show more results/ })).not.toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });

  it('says where a whole-state open-now search checked, and nothing when every match was', () => {
    expect(openNowCheckedNote({ openNowChecked: 1050, locationKind: 'state' })).toBe(
      'More than 1,050 places match, so only the first 1,050 in this order were checked for ' +
        'being open now. Search a city or add a filter to check others.',
    );
    expect(openNowCheckedNote({ locationKind: 'city' })).toBeNull();
  });

  it('offers no button when every result fits on the first page', async () => {
    fakeApi(pagedAnswer(20));
    renderWithProviders(<DirectoryPage />, { route: AUSTIN });
    expect(await screen.findByText(/^20 restaurants found near Austin, TX$/));
    expect(screen.queryByRole('button', { name: 'Show more results' })).not.toBeInTheDocument();
  });

  it('says when a page fails and retries it from the same button, keeping the cards shown', async () => {
    const answer = pagedAnswer(23);
    let failing = true;
    fakeApi((call) => (call.url.includes('offset=20') && failing ? { status: 503 } : answer(call)));
    renderWithProviders(<DirectoryPage />, { route: AUSTIN });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more results' }));

    // A server error is retried once (after a second) before it is shown.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MORE_FAILED_TEXT);
    expect(cards()).toHaveLength(20);
    expect(status()).toHaveTextContent('23 restaurants found near Austin, TX (showing 20)');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();

    failing = false;
    await userEvent.click(retry);
    await waitFor(() => expect(cards()).toHaveLength(23));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Place 21' })).toHaveFocus();
  });

  it('keeps the loaded pages when the visitor comes Back from a restaurant', async () => {
    const calls = fakeApi(pagedAnswer(23));
    function Restaurant() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Back
        </button>
      );
    }
    // The shell's own query client: results stay fresh for 5 minutes.
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[AUSTIN]}>
          <Routes>
            <Route path="/directory" element={<DirectoryPage />} />
            <Route path="/restaurant/:id" element={<Restaurant />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(cards()).toHaveLength(23));
    await userEvent.click(screen.getByRole('link', { name: 'Place 22' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(cards()).toHaveLength(23);
    expect(status()).toHaveTextContent(/^23 restaurants found near Austin, TX$/);
    expect(within(cards()[22]!).getByRole('link')).toHaveTextContent('Place 23');
    expect(calls).toHaveLength(2);
  });

  describe('kept in the URL', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('writes the results asked for in place, and a reload of that URL shows them again', async () => {
      const calls = fakeApi(pagedAnswer(23));
      const { unmount } = renderWithProviders(<DirectoryPage />, { route: AUSTIN });
      const length = window.history.length;
      await userEvent.click(await screen.findByRole('button', { name: 'Show more results' }));
      await waitFor(() => expect(cards()).toHaveLength(23));
      // Replaced, not pushed: Back still leaves the search.
      expect(window.location.pathname + window.location.search).toBe(
        '/directory?location=Austin%2C+TX&shown=40',
      );
      expect(window.history.length).toBe(length);
      // The router's own URL (the search) is unchanged: nothing started again at the top.
      expect(screen.getByTestId('where')).toHaveTextContent(
        /^\/directory\?location=Austin%2C%20TX$/,
      );
      expect(calls).toHaveLength(2);
      unmount();

      const again = fakeApi(pagedAnswer(23));
      renderWithProviders(<DirectoryPage />, { route: `${AUSTIN}&shown=40` });
      await waitFor(() => expect(cards()).toHaveLength(23));
      expect(screen.queryByRole('button', { name: 'Show more results' })).not.toBeInTheDocument();
      // The search asked of the API is the spec's: the view is no part of it.
      expect(again.map((call) => new URL(call.url, 'http://x').searchParams.get('offset'))).toEqual(
        [null, '20'],
      );
      expect(again[0]!.url).not.toContain('shown');
    });

    it('reads a count out of range as the first page', async () => {
      fakeApi(pagedAnswer(45));
      renderWithProviders(<DirectoryPage />, { route: `${AUSTIN}&shown=99999` });
      await waitFor(() => expect(cards()).toHaveLength(20));
    });
  });

  describe('on a phone', () => {
    let restore = () => {};
    beforeEach(() => {
      restore = emulatePhoneWidth();
    });
    afterEach(() => restore());

    it('keeps the Map choice in the URL, so a reload or Back returns to the map', async () => {
      // The site's map settings as a site without map tiles answers them: the map is a list
      // of its places (decision 0088), which jsdom can draw.
      const places = pagedAnswer(8);
      const answer = (call: FakeCall): FakeAnswer =>
        call.url.startsWith('/api/site/map')
          ? { body: { tiles: null, maxZoom: 18 } }
          : places(call);
      fakeApi(answer);
      const { unmount } = renderWithProviders(<DirectoryPage />, { route: AUSTIN });
      await userEvent.click(await screen.findByRole('button', { name: 'Map' }));
      expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
      expect(window.location.search).toBe('?location=Austin%2C+TX&view=map');
      // "Back to Search Results" from a place returns to the map too.
      await userEvent.click(screen.getByRole('button', { name: 'Show more results' }));
      await waitFor(() => expect(cards()).toHaveLength(8));
      expect(window.location.search).toBe(
        `?location=Austin%2C+TX&shown=${2 * PHONE_BATCH}&view=map`,
      );
      unmount();
      window.history.replaceState(null, '', '/');

      fakeApi(answer);
      renderWithProviders(<DirectoryPage />, {
        route: `${AUSTIN}&view=map&shown=${2 * PHONE_BATCH}`,
      });
      await waitFor(() => expect(cards()).toHaveLength(8));
      expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(screen.getByRole('button', { name: 'List' }));
      expect(window.location.search).toBe(`?location=Austin%2C+TX&shown=${2 * PHONE_BATCH}`);
      window.history.replaceState(null, '', '/');
    });

    it('shows the loaded results a batch at a time, then fetches the next page', async () => {
      const calls = fakeApi(pagedAnswer(23));
      renderWithProviders(<DirectoryPage />, { route: AUSTIN });
      await waitFor(() => expect(cards()).toHaveLength(PHONE_BATCH));
      expect(status()).toHaveTextContent(
        `23 restaurants found near Austin, TX (showing ${PHONE_BATCH})`,
      );
      expect(screen.getByText(`Showing ${PHONE_BATCH} of 23 restaurants`)).toBeInTheDocument();

      // The next batches come from the page already loaded: no request.
      for (const expected of [12, 18]) {
        await userEvent.click(screen.getByRole('button', { name: 'Show more results' }));
        await waitFor(() => expect(cards()).toHaveLength(expected));
        expect(
          screen.getByRole('link', { name: `Place ${expected - PHONE_BATCH + 1}` }),
        ).toHaveFocus();
      }
      expect(calls).toHaveLength(1);

      // The last two loaded and the next page's first: a whole batch, one more request.
      await userEvent.click(screen.getByRole('button', { name: 'Show more results' }));
      await waitFor(() => expect(cards()).toHaveLength(23));
      expect(screen.getByRole('link', { name: 'Place 19' })).toHaveFocus();
      expect(calls).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Show more results' })).not.toBeInTheDocument();
    });
  });
});
