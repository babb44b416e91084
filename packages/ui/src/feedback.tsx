import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { color, radius, space } from './tokens';

const spin = keyframes`to { transform: rotate(360deg); }`;
const pulse = keyframes`50% { opacity: 0.5; }`;

export const Spinner = styled.span.attrs({ role: 'status', 'aria-label': 'Loading' })`
  display: inline-block;
  width: 32px;
  height: 32px;
  border: 3px solid ${color.border};
  border-top-color: ${color.primary};
  border-radius: 50%;
  animation: ${spin} 800ms linear infinite;
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: ${space(10)} 0;
`;

/**
 * A spinner where a whole page (or a part as tall) is about to be. It keeps a screen's
 * height, or `minHeight`, so what comes below it (the footer first) is not on the screen to
 * be pushed down when the page arrives. `children` go beside the spinner (a head, a label).
 */
export function PageLoading({
  minHeight = '100vh',
  children,
}: {
  minHeight?: string;
  children?: ReactNode;
}) {
  return (
    <Loading style={minHeight === 'auto' ? undefined : { minHeight }}>
      <Spinner />
      {children}
    </Loading>
  );
}

export const Skeleton = styled.div<{ $height?: string }>`
  height: ${(p) => p.$height ?? '1rem'};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  animation: ${pulse} 1.5s ease-in-out infinite;
`;

export const Notice = styled.div<{ $tone?: 'info' | 'error' | 'success' }>`
  border-radius: ${radius.md};
  padding: ${space(4)};
  border: 1px solid
    ${(p) => (p.$tone === 'error' ? color.danger : p.$tone === 'success' ? color.accent : color.border)};
  background: ${color.surface};
`;

/** Marks data that is sample or demonstration data, wherever it is shown. */
export const SampleBadge = styled.span`
  display: inline-block;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  padding: 2px ${space(2)};
  border-radius: ${radius.pill};
  background: ${color.surfaceMuted};
  color: ${color.textMuted};
  border: 1px dashed ${color.border};
`;
