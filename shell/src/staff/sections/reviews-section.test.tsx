import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffReview } from '@pizza-atlas/contracts';
import { CSRF, fakeStaffApi, renderConsole, staffSession } from '../test/render-console';

const review = (overrides: Partial<StaffReview> = {}): StaffReview => ({
  id: 'r-1',
  place: { id: 'c-1', name: 'Crust Fund', path: '/restaurant/catalog/c-1' },
  reviewerName: 'Sam',
  rating: 2,
  text: 'Soggy middle.',
  createdAt: '2026-11-22T12:00:00.000Z',
  hidden: false,
  hiddenAt: null,
  ...overrides,
});

describe('the Reviews section', () => {
  it('lists reviews, searches them through the URL, and hides one with the CSRF token', async () => {
    let hidden = false;
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/reviews?status=all': { body: { reviews: [review()] } },
      'GET /api/staff/reviews?status=all&q=soggy': () => ({
        body: { reviews: [review({ hidden, hiddenAt: hidden ? '2026-11-24T08:00:00Z' : null })] },
      }),
      'POST /api/staff/reviews/r-1/hide': () => {
        hidden = true;
        return { body: { ok: true, message: 'The review is hidden.' } };
      },
    });
    renderConsole('reviews');
    expect(await screen.findByText('Soggy middle.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crust Fund' })).toHaveAttribute(
      'href',
      '/restaurant/catalog/c-1',
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'soggy');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/staff/reviews?q=soggy'),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Hide the review by Sam of Crust Fund' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Restore the review by Sam of Crust Fund' }),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/staff/reviews/r-1/hide',
        headers: expect.objectContaining({ 'x-csrf-token': CSRF }),
        body: undefined,
      },
    ]);
  });

  it('restores a hidden review', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/reviews?status=hidden': {
        body: { reviews: [review({ hidden: true, hiddenAt: '2026-11-24T08:00:00Z' })] },
      },
      'POST /api/staff/reviews/r-1/restore': { body: { ok: true, message: 'Shown.' } },
    });
    renderConsole('reviews', '?status=hidden');
    await userEvent.click(await screen.findByRole('button', { name: /^Restore/ }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      url: '/api/staff/reviews/r-1/restore',
      headers: { 'x-csrf-token': CSRF },
    });
  });

  it('says when no review matches, and shows a failure’s message', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/reviews?status=all&q=zzz': { body: { reviews: [] } },
      'GET /api/staff/reviews?status=visible&q=zzz': {
        status: 400,
        body: { error: { code: 'BAD_REQUEST', message: 'The search is too long.' } },
      },
    });
    renderConsole('reviews', '?q=zzz');
    expect(await screen.findByText('No reviews match “zzz”.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'visible');
    expect(await screen.findByRole('alert')).toHaveTextContent('The search is too long.');
  });
});
