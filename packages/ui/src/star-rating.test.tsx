import { render, screen } from '@testing-library/react';
import { NoReviewsYet, StarRating, starFills } from './star-rating';

describe('starFills', () => {
  it('adds a half star from a fraction of 0.5', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('fills up to the rounded-down rating in floor mode', () => {
    expect(starFills(4.9, 'floor')).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(3.5, 'floor')).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });

  it('never draws more than five stars', () => {
    expect(starFills(7)).toHaveLength(5);
    expect(starFills(7).every((fill) => fill === 'full')).toBe(true);
  });
});

describe('StarRating', () => {
  it('is announced as one image with the rating', () => {
    const { container } = render(<StarRating rating={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    const fills = [...container.querySelectorAll('svg')].map((svg) => svg.dataset.fill);
    expect(fills).toEqual(['full', 'full', 'full', 'full', 'half']);
  });
});

describe('NoReviewsYet', () => {
  it('says so in words, as tall as the stars it replaces', () => {
    render(<NoReviewsYet size={22} />);
    const note = screen.getByText('No reviews yet');
    expect(note).toHaveStyle({ minHeight: '22px' });
    expect(note).toBeVisible();
  });
});
