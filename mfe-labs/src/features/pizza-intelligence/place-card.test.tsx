import { screen } from '@testing-library/react';
import { renderAt } from '../../test/render-page';
import { placeFixture } from './place-fixture';
import { PlaceCard } from './place-card';
import { trendsOrder } from './pizza-trends';

describe('PlaceCard', () => {
  it('shows the stars, score and review count of a reviewed place', () => {
    renderAt(<PlaceCard place={placeFixture()} location="Chicago, IL" badge="Trending" />);
    expect(screen.getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('3.0 (150 reviews)')).toBeVisible();
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
  });

  it('shows "No reviews yet" and no stars or 0.0 for a place nobody has reviewed', () => {
    renderAt(
      <PlaceCard
        place={placeFixture({ rating: 0, review_count: 0 })}
        location="Chicago, IL"
        badge="Trending"
      />,
    );
    const card = screen.getByRole('listitem');
    expect(screen.getByText('No reviews yet')).toBeVisible();
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('0.0');
    expect(card).not.toHaveTextContent('0 reviews');
  });

  it("gives the street, which tells a chain's branches apart", () => {
    renderAt(<PlaceCard place={placeFixture()} location="Chicago, IL" badge="#1" />);
    expect(screen.getByRole('listitem')).toHaveTextContent(/1 Main St, \w[\w ]*, [A-Z]{2}/);
  });
});

describe('trendsOrder', () => {
  it('says "best-rated" only when every place shown has reviews', () => {
    const rated = { review_count: 12 };
    const unrated = { review_count: 0 };
    expect(trendsOrder([rated, rated])).toBe('The best-rated places there, at every price.');
    expect(trendsOrder([rated, unrated])).toMatch(
      /^The best-rated places there first.*nearest first\.$/,
    );
    expect(trendsOrder([unrated, unrated])).toBe(
      'Nobody has reviewed a place there yet: these are the nearest.',
    );
  });
});
