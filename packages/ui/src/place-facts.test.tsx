import { render, screen } from '@testing-library/react';
import { PlaceFacts } from './place-facts';

describe('PlaceFacts', () => {
  it('writes the rating with one decimal, the reviews with their plural and the price', () => {
    render(<PlaceFacts rating={4} reviewCount={1} price="$$" open={null} />);
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(screen.getByTestId('rating-line')).toHaveTextContent('4.0 · 1 review · Price $$');
  });

  it('shows the open line as the server worded it, with its tone', () => {
    const { rerender } = render(
      <PlaceFacts
        rating={4.5}
        reviewCount={1234}
        open={{ text: 'Open now · closes 10 PM', tone: 'open' }}
      />,
    );
    expect(screen.getByTestId('rating-line')).toHaveTextContent('4.5 · 1,234 reviews');
    expect(screen.getByTestId('rating-line')).not.toHaveTextContent('Price');
    expect(screen.getByTestId('open-status')).toHaveTextContent('Open now · closes 10 PM');
    rerender(
      <PlaceFacts
        rating={4.5}
        reviewCount={3}
        open={{ text: 'Closed · opens 4:30 PM', tone: 'closed' }}
      />,
    );
    expect(screen.getByTestId('open-status')).toHaveTextContent('Closed · opens 4:30 PM');
  });

  it('has no open line when the hours are unknown', () => {
    const { container } = render(<PlaceFacts rating={3} reviewCount={0} open={null} />);
    expect(screen.queryByTestId('open-status')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('fills stars up to the rounded-down rating on request', () => {
    const { container } = render(
      <PlaceFacts rating={4.6} reviewCount={10} open={null} stars="floor" />,
    );
    const fills = [...container.querySelectorAll('svg')].map((svg) => svg.dataset.fill);
    expect(fills).toEqual(['full', 'full', 'full', 'full', 'empty']);
  });

  it('shows "No reviews yet" and no stars or score for a place nobody has reviewed', () => {
    const { container } = render(<PlaceFacts rating={0} reviewCount={0} price="$" open={null} />);
    const line = screen.getByTestId('rating-line');
    expect(line).toHaveTextContent('No reviews yet · Price $');
    expect(line).not.toHaveTextContent('0.0');
    expect(line).not.toHaveTextContent('0 reviews');
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelectorAll('svg')).toHaveLength(0);
  });
});
