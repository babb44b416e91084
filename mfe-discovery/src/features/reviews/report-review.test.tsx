import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { ReportReview } from './report-review';

const REVIEW_ID = '6f1c2a1e-5d7b-4c1a-9a39-0c1f2b3d4e5f';

async function openReport() {
  const toggle = screen.getByRole('button', { name: 'Report the review by Ana' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('form', { name: 'Report the review by Ana' });
}

describe('ReportReview', () => {
  it('sends a reason and a note by keyboard, then thanks the visitor', async () => {
    const calls = fakeApi(() => ({
      status: 201,
      body: { ok: true, message: 'Thanks for the report. Our staff will take a look.' },
    }));
    renderWithProviders(<ReportReview reviewId={REVIEW_ID} author="Ana" />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: 'Report the review by Ana' });
    const send = within(form).getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    // Focus starts on the first reason; arrows move through the group.
    expect(within(form).getByRole('radio', { name: 'Spam or advertising' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(form).getByRole('radio', { name: 'Offensive or abusive' })).toBeChecked();
    await userEvent.type(
      within(form).getByLabelText('Anything staff should know? (optional)'),
      '  Slurs in the second line  ',
    );
    await userEvent.click(send);
    expect(
      await screen.findByText('Thanks for the report. Our staff will take a look.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: `/api/reviews/${REVIEW_ID}/reports`,
      method: 'POST',
      body: { reason: 'offensive', note: 'Slurs in the second line', website_confirm: '' },
    });
  });

  it("reads out the API's refusal and keeps the form", async () => {
    fakeApi(() => ({
      status: 409,
      body: {
        error: {
          code: 'ALREADY_REPORTED',
          message: 'You already reported this review. Our staff will look at it soon.',
        },
      },
    }));
    renderWithProviders(<ReportReview reviewId={REVIEW_ID} author="Ana" />);
    const form = await openReport();
    await userEvent.click(within(form).getByRole('radio', { name: 'Not about this place' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You already reported this review. Our staff will look at it soon.',
    );
    expect(within(form).getByRole('radio', { name: 'Not about this place' })).toBeChecked();
  });

  it('says so when too many reports were sent, and Escape closes it', async () => {
    fakeApi(() => ({
      status: 429,
      body: {
        error: {
          code: 'RATE_LIMITED',
          message: "You're doing that too often. Please wait 1 minute and try again.",
        },
      },
    }));
    renderWithProviders(<ReportReview reviewId={REVIEW_ID} author="Ana" />);
    const form = await openReport();
    await userEvent.click(within(form).getByRole('radio', { name: 'Something else' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(/doing that too often/),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
  ])('gives focus back to "Report" when closed by %s', async (_, closeForm) => {
    renderWithProviders(<ReportReview reviewId={REVIEW_ID} author="Ana" />);
    await openReport();
    expect(screen.getByRole('radio', { name: 'Spam or advertising' })).toHaveFocus();
    await closeForm();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Report the review by Ana' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
