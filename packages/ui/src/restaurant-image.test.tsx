import { fireEvent, render, screen } from '@testing-library/react';
import { IMAGE_SHOWN_AT, RestaurantImage } from './restaurant-image';

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

  it('lets a card pick a card-sized AVIF or WebP, with the photo’s width and height', () => {
    const variants = (format: string) =>
      [320, 640, 1280].map((width) => ({
        url: `/api/photos/p/${width}.${format}`,
        width,
        height: (width * 3) / 4,
      }));
    const { container } = render(
      <RestaurantImage
        src="/api/photos/p"
        sizes={{ width: 1600, height: 1200, avif: variants('avif'), webp: variants('webp') }}
        name="Sized"
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/api/photos/p/320.avif 320w, /api/photos/p/640.avif 640w, /api/photos/p/1280.avif 1280w',
    );
    for (const source of sources) {
      expect(source).toHaveAttribute('sizes', IMAGE_SHOWN_AT.card);
    }
    // A card is at most 320 px wide on a desktop: the 320 px variant at 1x, 640 px at 2x.
    expect(IMAGE_SHOWN_AT.card).toMatch(/, 320px$/);
    const img = screen.getByAltText('Photo of Sized');
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', '/api/photos/p');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
  });

  it('shows a photo without stored widths as it is', () => {
    const { container } = render(<RestaurantImage src="/sample-photos/pizza-1.svg" name="Plain" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByAltText('Photo of Plain')).toHaveAttribute(
      'src',
      '/sample-photos/pizza-1.svg',
    );
  });
});
