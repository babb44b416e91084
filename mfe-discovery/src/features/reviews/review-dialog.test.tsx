import { reviewCountLine } from './reviews-section';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_AGAIN_HELD_MESSAGE, REVIEW_HELD_MESSAGE } from '@pizza-atlas/contracts';
import { useToastStore } from '@pizza-atlas/platform';
import { fakeApi, renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { ReviewDialog } from './review-dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Write a Review
      </button>
      <ReviewDialog
        open={open}
        onClose={() => setOpen(false)}
        provider="catalog"
        restaurantId="lous-pizza"
        restaurantName="Lou's Pizza Parlor"
      />
    </>
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
  return screen.getByRole('dialog', { name: "Write a Review for Lou's Pizza Parlor" });
}

const lastToast = () => useToastStore.getState().toasts[0];

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('ReviewDialog', () => {
  it('keeps Submit disabled until rating, comment and name are all present', async () => {
    fakeApi(() => ({ status: 201, body: {} }));
    renderWithProviders(<Harness />);
    const dialog = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Submit Review' });
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByLabelText('4 stars'));
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Your review'), '   ');
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Ana');
    // A comment of spaces is no comment.
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('Please write a review')).toBeInTheDocument();
    expect(
      within(dialog).getByText('A comment is required to submit your review.'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Your review'), 'Great crust');
    expect(submit).toBeEnabled();
    expect(within(dialog).getByLabelText('Your review')).toHaveStyle({ minHeight: '100px' });
  });

  it('states the minimums up front, counts as the visitor types and says why Submit waits', async () => {
    renderWithProviders(<Harness />);
    const dialog = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Submit Review' });
    const review = within(dialog).getByLabelText('Your review');
    const name = within(dialog).getByLabelText('Your name');
    expect(review).toHaveAccessibleDescription('At least 10 characters. 0 of 10');
    expect(name).toHaveAccessibleDescription('At least 2 characters; shown with your review.');
    expect(submit).toHaveAccessibleDescription(
      'To submit, add a rating, a review of at least 10 characters and your name.',
    );

    await userEvent.click(within(dialog).getByLabelText('4 stars'));
    await userEvent.type(review, ' Good 🍕 ');
    await userEvent.type(name, 'A');
    expect(within(dialog).getByTestId('review-count')).toHaveTextContent('6 of 10');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'To submit, add a longer review (at least 10 characters) and your name (at least 2 characters).',
    );
    await userEvent.tab();
    expect(within(dialog).getByText('Your name needs at least 2 characters.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getByText('Your review needs at least 10 characters.'),
    ).toBeInTheDocument();

    await userEvent.type(review, 'pie!');
    await userEvent.type(name, 'l');
    expect(within(dialog).getByTestId('review-count')).toHaveTextContent('11 characters');
    expect(within(dialog).queryByText(/needs at least/)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription();
  });

  it('shows what the API refused beside its field and moves focus there', async () => {
    fakeApi(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'reviewText: Your review needs at least 10 characters.',
          fields: { reviewText: ['Your review needs at least 10 characters.'] },
        },
      },
    }));
    renderWithProviders(<Harness />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByLabelText('5 stars'));
    const review = within(dialog).getByLabelText('Your review');
    await userEvent.type(review, 'Ten chars!');
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(review).toHaveFocus());
    expect(review).toHaveAttribute('aria-invalid', 'true');
    expect(review).toHaveAccessibleDescription(
      'At least 10 characters. 10 characters Your review needs at least 10 characters.',
    );
    expect(lastToast()).toMatchObject({
      title: 'Error submitting review',
      description: 'reviewText: Your review needs at least 10 characters.',
    });
    await userEvent.type(review, ' More.');
    expect(review).toHaveAttribute('aria-invalid', 'false');
  });

  it('names each missing field once it has been left empty', async () => {
    renderWithProviders(<Harness />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByLabelText('Your name'));
    await userEvent.tab();
    expect(within(dialog).getByText('Please enter your name')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Your name is required to submit a review.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('1 star'));
    await userEvent.tab();
    expect(within(dialog).queryByText('Please select a rating')).not.toBeInTheDocument();
  });

  it('sends trimmed values, says Submitting..., then thanks the visitor and closes', async () => {
    let release: () => void = () => undefined;
    const calls = fakeApi(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 201, body: { message: 'ok' } });
        }),
    );
    renderWithProviders(<Harness />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByLabelText('5 stars'));
    await userEvent.type(within(dialog).getByLabelText('Your review'), '  Superb slice  ');
    await userEvent.type(within(dialog).getByLabelText('Your name'), '  Ana  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[0]).toMatchObject({
      url: '/api/restaurants/catalog/lous-pizza/reviews',
      method: 'POST',
      body: { rating: 5, reviewText: 'Superb slice', reviewerName: 'Ana', website_confirm: '' },
    });
    expect(lastToast()).toMatchObject({
      title: 'Review submitted!',
      description: 'Thank you for sharing your experience.',
    });
  });

  it('tells the writer of a review held for staff exactly that, and shows nothing new', async () => {
    fakeApi(() => ({
      status: 202,
      body: {
        state: 'held',
        message: REVIEW_HELD_MESSAGE,
        restaurant: { id: 'lous-pizza', rating: 4, reviewCount: 7 },
      },
    }));
    renderWithProviders(<Harness />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByLabelText('5 stars'));
    await userEvent.type(within(dialog).getByLabelText('Your review'), 'Deals at www.pie.shop');
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastToast()).toMatchObject({
      title: 'Thanks — your review will appear after a quick check.',
      variant: 'success',
    });
    expect(lastToast()?.description).toBeUndefined();
  });

  it("tells the writer of a second review of the place why it waits, in the API's words", async () => {
    fakeApi(() => ({
      status: 202,
      body: {
        state: 'held',
        message: REVIEW_AGAIN_HELD_MESSAGE,
        restaurant: { id: 'lous-pizza', rating: 4, reviewCount: 7 },
      },
    }));
    renderWithProviders(<Harness />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByLabelText('4 stars'));
    await userEvent.type(within(dialog).getByLabelText('Your review'), 'Came back: still great.');
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastToast()).toMatchObject({
      title:
        'You already reviewed this place in the last 30 days. Thanks — your new review will appear after a quick check.',
      variant: 'success',
    });
  });

  it('shows the error toast and keeps what was typed', async () => {
    fakeApi(() => ({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many reviews. Try again soon.' } },
    }));
    renderWithProviders(<Harness />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByLabelText('3 stars'));
    await userEvent.type(within(dialog).getByLabelText('Your review'), 'Fine, not more');
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Bo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error submitting review',
        description: 'Too many reviews. Try again soon.',
        variant: 'destructive',
      }),
    );
    expect(within(dialog).getByLabelText('Your name')).toHaveValue('Bo');
  });

  it('falls back to "Please try again later." when the API gives no message', async () => {
    fakeApi(() => ({ status: 503 }));
    renderWithProviders(<Harness />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByLabelText('3 stars'));
    await userEvent.type(within(dialog).getByLabelText('Your review'), 'Fine, not more');
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Bo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ description: 'Please try again later.' }),
    );
  });

  it('resets every field when cancelled', async () => {
    renderWithProviders(<Harness />);
    let dialog = await openDialog();
    await userEvent.click(within(dialog).getByLabelText('2 stars'));
    await userEvent.type(within(dialog).getByLabelText('Your review'), 'Meh');
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Cy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openDialog();
    expect(within(dialog).getByLabelText('2 stars')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Your review')).toHaveValue('');
    expect(within(dialog).getByLabelText('Your name')).toHaveValue('');
  });
});

describe('reviewCountLine', () => {
  it('says how many of the total are shown and where reviews come from', () => {
    expect(reviewCountLine(7, 435, 'catalog', true)).toBe(
      'Showing the 7 newest of 435 reviews. This is a sample place: its reviews marked “Sample data” are sample reviews, not visitors’; any others were written by visitors to Pizza Atlas.',
    );
    expect(reviewCountLine(2, 2, 'catalog', false)).toBe(
      'All 2 reviews, newest first, written by visitors to Pizza Atlas.',
    );
    expect(reviewCountLine(1, 1, 'catalog', false)).toBe(
      'One review, written by visitors to Pizza Atlas.',
    );
    expect(reviewCountLine(3, 120, 'yelp', false)).toBe(
      'Showing the 3 newest of 120 reviews, from Yelp, which shares only a few of them.',
    );
  });
});
