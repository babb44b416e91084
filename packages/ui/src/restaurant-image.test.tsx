import { fireEvent, render, screen } from '@testing-library/react';
import { RestaurantImage } from './restaurant-image';

describe('RestaurantImage', () => {
  it('loads lazily unless asked, and fetches first only the likely largest paint', () => {
    render(
      <>
        <RestaurantImage src="/a.svg" name="A" />
        <RestaurantImage src="/b.svg" name="B" eager />
        <RestaurantImage src="/c.svg" name="C" priority />
      </>,
    );
    const [a, b, c] = ['A', 'B', 'C'].map((name) => screen.getByAltText(`Photo of ${name}`));
    expect(a).toHaveAttribute('loading', 'lazy');
    expect(a).not.toHaveAttribute('fetchpriority');
    expect(b).toHaveAttribute('loading', 'eager');
    expect(b).not.toHaveAttribute('fetchpriority');
    expect(c).toHaveAttribute('loading', 'eager');
    expect(c).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the drawn placeholder when the photo is missing or fails', () => {
    render(<RestaurantImage src="/broken.svg" name="Broken" />);
    fireEvent.error(screen.getByAltText('Photo of Broken'));
    expect(screen.getByRole('img', { name: 'No photo of Broken' })).toBeVisible();
  });
});
