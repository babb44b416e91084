import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { ReviewsSection } from './reviews-section';

const REVIEWS = {
  reviews: [
    {
      id: 'r1',
      text: 'Crisp crust, slow service.',
      rating: 3,
      time_created: '2026-11-20T18:00:00Z',
      user: { name: 'Nat' },
      by_visitor: true,
      owner_reply: {
        text: 'Thanks, Nat!\nWe added a second oven.',
        time_created: '2026-11-21T18:00:00Z',
        time_updated: '2026-11-22T18:00:00Z',
      },
    },
    {
      id: 'r2',
      text: 'Best slice in town.',
      rating: 5,
      time_created: '2026-11-19T18:00:00Z',
      user: { name: 'Ana' },
      by_visitor: true,
    },
  ],
  total: 2,
};

describe("The owner's reply under a review", () => {
  it('shows "Response from the owner" under its review only, dated as reviews are', async () => {
    fakeApi(() => ({ body: REVIEWS }));
    renderWithProviders(<ReviewsSection provider="catalog" id="place-1" />);
    const items = await screen.findAllByRole('listitem');
    const replied = items.find((item) => within(item).queryByText('Nat'))!;
    const reply =
      within(replied).getByText('Response from the owner').parentElement!.parentElement!;
    expect(reply).toHaveTextContent('Thanks, Nat! We added a second oven.');
    // Its date is written as the review's, from the day it was last saved.
    expect(within(replied).getByText('Nov 22, 2026')).toHaveAttribute(
      'dateTime',
      '2026-11-22T18:00:00Z',
    );
    expect(within(replied).getByText('Nov 20, 2026')).toBeInTheDocument();
    // The review without a reply shows none.
    const plain = items.find((item) => within(item).queryByText('Ana'))!;
    expect(within(plain).queryByText('Response from the owner')).not.toBeInTheDocument();
    expect(screen.getAllByText('Response from the owner')).toHaveLength(1);
  });
});
