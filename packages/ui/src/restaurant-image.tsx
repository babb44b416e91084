import { useState } from 'react';
import styled from 'styled-components';
import { color } from './tokens';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${(p) => p.$ratio};
  overflow: hidden;
  background: ${color.surfaceMuted};
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

/** A restaurant photo that falls back to the placeholder when absent or when it fails. */
export function RestaurantImage({
  src,
  name,
  ratio = '4 / 3',
  className,
  eager = false,
  priority = false,
}: {
  src: string | null | undefined;
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
        <img
          src={src}
          alt={`Photo of ${name}`}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <PizzaPlaceholder label={`No photo of ${name}`} />
      )}
    </Frame>
  );
}
