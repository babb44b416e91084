import { screen, waitFor, within } from '@testing-library/react';
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
  state: 'published',
  heldSignals: [],
  hidden: false,
  hiddenAt: null,
  openReports: { count: 0, reasons: [], notes: [] },
  ...overrides,
});

describe('the Reviews section', () => {
  it('lists reviews, searches them through the URL, and hides one with a reason and the CSRF token', async () => {
    let hidden = false;
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/reviews?status=all': { body: { reviews: [review()] } },
      'GET /api/staff/reviews?status=all&q=soggy': () => ({
        body: {
          reviews: [
            review({
              state: hidden ? 'hidden' : 'published',
              hidden,
              hiddenAt: hidden ? '2026-11-24T08:00:00Z' : null,
            }),
          ],
        },
      }),
      'POST /api/staff/reviews/r-1/hide': () => {
        hidden = true;
        return { body: { ok: true, message: 'The review is hidden.' } };
      },
    });
    renderConsole('reviews', '?status=all');
    expect(await screen.findByText('Soggy middle.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crust Fund' })).toHaveAttribute(
      'href',
      '/restaurant/catalog/c-1',
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'soggy');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/staff/reviews?status=all&q=soggy'),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Hide the review by Sam of Crust Fund' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Hide the review by Sam' });
    const confirm = within(dialog).getByRole('button', { name: 'Hide' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Advert for a rival  ');
    await userEvent.click(confirm);
    expect(
      await screen.findByRole('button', { name: 'Restore the review by Sam of Crust Fund' }),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/staff/reviews/r-1/hide',
        headers: expect.objectContaining({ 'x-csrf-token': CSRF }),
        body: { reason: 'Advert for a rival' },
      },
    ]);
  });

  it("shows an owner's reply and removes it with a reason", async () => {
    let reply: StaffReview['ownerReply'] = {
      text: 'Nobody asked you.',
      updatedAt: '2026-11-23T12:00:00.000Z',
    };
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/reviews?status=visible': () => ({
        body: { reviews: [review({ ownerReply: reply })] },
      }),
      'POST /api/staff/reviews/r-1/remove-reply': () => {
        reply = null;
        return { body: { ok: true, message: 'The owner’s reply was removed.' } };
      },
    });
    renderConsole('reviews', '?status=visible');
    expect(await screen.findByText(/Nobody asked you\./)).toHaveTextContent(/^Owner’s reply/);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Remove the owner’s reply to the review by Sam of Crust Fund',
      }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Remove the owner’s reply to the review by Sam',
    });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Insults the reviewer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Reply' }));
    await waitFor(() => expect(screen.queryByText(/Nobody asked you\./)).toBeNull());
    expect(screen.queryByRole('button', { name: /^Remove the owner’s reply/ })).toBeNull();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        url: '/api/staff/reviews/r-1/remove-reply',
        headers: expect.objectContaining({ 'x-csrf-token': CSRF }),
        body: { reason: 'Insults the reviewer' },
      }),
    ]);
  });

  it('restores a hidden review', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/reviews?status=hidden': {
        body: {
          reviews: [review({ state: 'hidden', hidden: true, hiddenAt: '2026-11-24T08:00:00Z' })],
        },
      },
      'POST /api/staff/reviews/r-1/restore': { body: { ok: true, message: 'Shown.' } },
    });
    renderConsole('reviews', '?status=hidden');
    await userEvent.click(await screen.findByRole('button', { name: /^Restore/ }));
    const dialog = screen.getByRole('dialog', { name: 'Restore the review by Sam' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Fair criticism');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      url: '/api/staff/reviews/r-1/restore',
      headers: { 'x-csrf-token': CSRF },
      body: { reason: 'Fair criticism' },
    });
  });

  it('opens on the queue: held reviews with their signals, reported ones with reasons; approves one', async () => {
    const api = fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/reviews?status=queue': {
        body: {
          reviews: [
            review({ id: 'r-held', state: 'held', heldSignals: ['link', 'burst'] }),
            review({
              id: 'r-reported',
              reviewerName: 'Lee',
              text: 'Owner here: best pizza ever.',
              openReports: {
                count: 3,
                reasons: [
                  { reason: 'conflict-of-interest', count: 2 },
                  { reason: 'spam', count: 1 },
                ],
                notes: ['He owns it'],
              },
            }),
          ],
        },
      },
      'POST /api/staff/reviews/r-held/approve': { body: { ok: true, message: 'Published.' } },
    });
    renderConsole('reviews');
    expect(await screen.findByText('Owner here: best pizza ever.')).toBeInTheDocument();
    expect(screen.getByText('Held', { selector: 'span' })).toBeInTheDocument();
    expect(
      screen.getByText('Held: Contains a link; Many reviews from one visitor in minutes'),
    ).toBeInTheDocument();
    expect(screen.getByText('Reported 3 times')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Reports: Conflict of interest (owner, staff or competitor) (2); Spam or advertising (1) · “He owns it”',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Hide the review by Lee of Crust Fund' }),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Approve the review by Sam of Crust Fund' }),
    );
    await userEvent.type(screen.getByLabelText('Reason'), 'The link is its menu');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      url: '/api/staff/reviews/r-held/approve',
      body: { reason: 'The link is its menu' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when no review matches, and shows a failure’s message', async () => {
    fakeStaffApi({
      'GET /api/account/session': { body: staffSession },
      'GET /api/staff/reviews?status=queue&q=zzz': { body: { reviews: [] } },
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
