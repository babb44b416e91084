import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { color } from './tokens';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${(p) => p.$ratio};
  overflow: hidden;
  background: ${color.surfaceMuted};
  picture {
    display: contents;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  color: ${color.textMuted};
  svg {
    width: 30%;
    max-width: 96px;
  }
`;

/** A drawn slice stands in for a missing or broken photo. */
function PizzaPlaceholder({ label }: { label: string }) {
  return (
    <Placeholder role="img" aria-label={label} data-testid="image-placeholder">
      <svg viewBox="0 0 64 64" aria-hidden="true">
        <path d="M32 6 6 56c17 6 35 6 52 0z" fill="#f6c177" stroke="#c2410c" strokeWidth="3" />
        <circle cx="30" cy="30" r="4" fill="#b91c1c" />
        <circle cx="24" cy="44" r="4" fill="#b91c1c" />
        <circle cx="39" cy="45" r="4" fill="#b91c1c" />
      </svg>
    </Placeholder>
  );
}

/** One stored width of a photo (the contract's PhotoVariant). */
interface ImageVariant {
  url: string;
  width: number;
}

/** A photo's size and stored widths by format (the contract's PhotoSizes). */
export interface ImageSizes {
  width: number;
  height: number;
  avif: ImageVariant[];
  webp: ImageVariant[];
}

/**
 * How wide a photo shows, as `sizes`: a card of a grid (one column on a phone, columns of
 * 260 px and more in a 1,200 px page), the main photo of a page, or one in a dialog.
 */
export const IMAGE_SHOWN_AT = {
  card: '(max-width: 640px) calc(100vw - 32px), (max-width: 1024px) 50vw, 320px',
  page: '(max-width: 1024px) calc(100vw - 32px), 780px',
  dialog: '(max-width: 640px) calc(100vw - 16px), 560px',
} as const;

function srcSetOf(variants: ImageVariant[]): string {
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/** The photo's stored widths in AVIF and WebP around its <img>, when it has any. */
function Picture({
  sizes,
  shownAt,
  children,
}: {
  sizes: ImageSizes | undefined;
  shownAt: string;
  children: ReactElement;
}) {
  if (!sizes || (sizes.avif.length === 0 && sizes.webp.length === 0)) return children;
  return (
    <picture>
      {sizes.avif.length > 0 && (
        <source type="image/avif" srcSet={srcSetOf(sizes.avif)} sizes={shownAt} />
      )}
      {sizes.webp.length > 0 && (
        <source type="image/webp" srcSet={srcSetOf(sizes.webp)} sizes={shownAt} />
      )}
      {children}
    </picture>
  );
}

/**
 * A restaurant photo that falls back to the placeholder when absent or when it fails. With
 * its `sizes` (a visitor photo's stored widths), the browser picks the width `shownAt`
 * needs, in AVIF or else WebP; `src` stays the fallback.
 */
export function RestaurantImage({
  src,
  sizes,
  shownAt = 'card',
  name,
  ratio = '4 / 3',
  className,
  eager = false,
  priority = false,
}: {
  src: string | null | undefined;
  sizes?: ImageSizes | undefined;
  /** Where the photo is shown (IMAGE_SHOWN_AT), for the browser to pick its width. */
  shownAt?: keyof typeof IMAGE_SHOWN_AT;
  name: string;
  ratio?: string;
  className?: string;
  /** Load at once: the photo is in the first screen. */
  eager?: boolean;
  /** Fetch before anything else: the photo is likely the page's largest paint. */
  priority?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc;
  return (
    <Frame $ratio={ratio} className={className}>
      {usable ? (
        <Picture sizes={sizes} shownAt={IMAGE_SHOWN_AT[shownAt]}>
          <img
            src={src}
            alt={`Photo of ${name}`}
            width={sizes?.width}
            height={sizes?.height}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            onError={() => setFailedSrc(src)}
          />
        </Picture>
      ) : (
        <PizzaPlaceholder label={`No photo of ${name}`} />
      )}
    </Frame>
  );
}
