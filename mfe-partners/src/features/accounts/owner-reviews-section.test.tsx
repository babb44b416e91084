import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OWNER_REPLY_MESSAGES, type OwnerReview } from '@pizza-atlas/contracts';
import { fakeApi, renderWithProviders, type FakeCall } from '@pizza-atlas/dev-host/src/test/render';
import { OwnerReviewsSection } from './owner-reviews-section';
import { claimOf, SIGNED_IN } from './signed-in.fixture';

const review = (n: number, reply: OwnerReview['reply'] = null): OwnerReview => ({
  id: `r${n}`,
  reviewerName: `Reviewer ${n}`,
  rating: 4,
  text: `Review number ${n}.`,
  createdAt: `2026-11-${String(20 - n).padStart(2, '0')}T18:00:00.000Z`,
  reply,
});
const REPLY = {
  text: 'Thanks for coming!',
  createdAt: '2026-11-21T18:00:00.000Z',
  updatedAt: '2026-11-22T18:00:00.000Z',
};

/** The API as the dashboard asks it: claims, a page of reviews, and the reply writes. */
function api(options: {
  claims?: ReturnType<typeof claimOf>[];
  reviews?: OwnerReview[];
  answer?: (call: FakeCall) => { status?: number; body?: unknown } | undefined;
}) {
  const reviews = options.reviews ?? [];
  return fakeApi((call) => {
    const own = options.answer?.(call);
    if (own) return own;
    if (call.url === '/api/account/session') return { body: SIGNED_IN };
    if (call.url === '/api/account/claims')
      return { body: { claims: options.claims ?? [claimOf('approved')] } };
    const page = /^\/api\/account\/places\/p1\/reviews\?limit=(\d+)&offset=(\d+)$/.exec(call.url);
    if (page) {
      const [limit, offset] = [Number(page[1]), Number(page[2])];
      return {
        body: {
          reviews: reviews.slice(offset, offset + limit),
          total: reviews.length,
          limit,
          offset,
        },
      };
    }
    throw new Error(`unexpected ${call.method} ${call.url}`);
  });
}

describe('OwnerReviewsSection', () => {
  it('shows nothing until a claim is approved', async () => {
    const calls = api({ claims: [claimOf('pending')] });
    renderWithProviders(<OwnerReviewsSection />);
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/account/claims')).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: 'Reviews of your places' })).toBeNull();
    expect(calls.some((call) => call.url.includes('/reviews'))).toBe(false);
  });

  it('says "No reviews yet" for an owned place without reviews', async () => {
    api({ reviews: [] });
    renderWithProviders(<OwnerReviewsSection />);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Slice of Heaven' })).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a way to try again', async () => {
    let fail = true;
    api({
      reviews: [review(1)],
      answer: (call) =>
        call.url.startsWith('/api/account/places/') && fail
          ? { status: 503, body: { error: { code: 'DATABASE_UNAVAILABLE', message: 'Down.' } } }
          : undefined,
    });
    renderWithProviders(<OwnerReviewsSection />);
    expect(
      await screen.findByRole('status', { name: 'Loading reviews of Slice of Heaven' }),
    ).toBeInTheDocument();
    const problem = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(problem).toHaveTextContent('The reviews could not be loaded. Down.');
    fail = false;
    await userEvent.click(within(problem).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Review number 1.')).toBeInTheDocument();
  });

  it('publishes a reply by keyboard, trimmed, with the CSRF token, then shows it', async () => {
    let saved: OwnerReview['reply'] = null;
    const calls = api({
      reviews: [review(1)],
      answer: (call) => {
        if (call.method === 'PUT') {
          saved = { ...REPLY, text: (call.body as { text: string }).text };
          return { body: { reviewId: 'r1', reply: saved, message: OWNER_REPLY_MESSAGES.saved } };
        }
        if (call.url.startsWith('/api/account/places/p1/reviews'))
          return {
            body: { reviews: [review(1, saved)], total: 1, limit: 5, offset: 0 },
          };
        return undefined;
      },
    });
    renderWithProviders(<OwnerReviewsSection />);
    const field = await screen.findByLabelText('Your public reply');
    await userEvent.click(field);
    await userEvent.keyboard('  Thanks for coming!  ');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Publish Reply' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const reply = await screen.findByRole('generic', { name: 'Your reply' });
    expect(reply).toHaveTextContent('Response from the owner');
    expect(reply).toHaveTextContent('Nov 22, 2026');
    expect(reply).toHaveTextContent('Thanks for coming!');
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toBe('/api/account/reviews/r1/reply');
    expect(put.body).toEqual({ text: 'Thanks for coming!' });
    expect(put.headers['x-csrf-token']).toBe('csrf-1');
    expect(screen.queryByLabelText('Your public reply')).toBeNull();
  });

  it('says what is wrong next to the field: too short here, the API’s refusal there', async () => {
    const calls = api({
      reviews: [review(1)],
      answer: (call) =>
        call.method === 'PUT'
          ? {
              status: 409,
              body: {
                error: { code: 'REVIEW_NOT_PUBLISHED', message: OWNER_REPLY_MESSAGES.notPublished },
              },
            }
          : undefined,
    });
    renderWithProviders(<OwnerReviewsSection />);
    const field = await screen.findByLabelText('Your public reply');
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Publish Reply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(OWNER_REPLY_MESSAGES.required);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(field, 'Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Publish Reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_REPLY_MESSAGES.notPublished);
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });

  it('edits and deletes a reply (with a confirmation)', async () => {
    let reply: OwnerReview['reply'] = REPLY;
    const calls = api({
      answer: (call) => {
        if (call.method === 'PUT') {
          reply = { ...REPLY, text: (call.body as { text: string }).text };
          return { body: { reviewId: 'r1', reply, message: OWNER_REPLY_MESSAGES.saved } };
        }
        if (call.method === 'DELETE') {
          reply = null;
          return { body: { ok: true, message: OWNER_REPLY_MESSAGES.deleted } };
        }
        if (call.url.startsWith('/api/account/places/p1/reviews'))
          return { body: { reviews: [review(1, reply)], total: 1, limit: 5, offset: 0 } };
        return undefined;
      },
    });
    renderWithProviders(<OwnerReviewsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const field = screen.getByLabelText('Your public reply');
    expect(field).toHaveValue('Thanks for coming!');
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'Thanks, see you soon!');
    await userEvent.click(screen.getByRole('button', { name: 'Save Reply' }));
    expect(await screen.findByText('Thanks, see you soon!')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('group', { name: 'Delete your reply?' });
    expect(within(confirm).getByRole('button', { name: 'Yes, Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByLabelText('Your public reply')).toHaveValue('');
    expect(screen.getByLabelText('Your public reply')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/account/reviews/r1/reply',
    ]);
  });

  it('pages the reviews, newest first', async () => {
    const calls = api({ reviews: Array.from({ length: 7 }, (_, n) => review(n + 1)) });
    renderWithProviders(<OwnerReviewsSection />);
    expect(await screen.findByText('Reviews 1–5 of 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Reviews 6–7 of 7')).toBeInTheDocument();
    expect(screen.getByText('Review number 6.')).toBeInTheDocument();
    expect(screen.queryByText('Review number 1.')).toBeNull();
    expect(calls.map((call) => call.url)).toContain(
      '/api/account/places/p1/reviews?limit=5&offset=5',
    );
  });
});
