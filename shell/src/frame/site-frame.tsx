import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './footer';
import { FrameSlot, useFrameParts } from './frame-parts';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { LazyToaster } from './lazy-toaster';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  & > main {
    flex: 1;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 100;
    background: var(--pa-surface);
    padding: 8px 12px;
  }
`;

export function SiteFrame({ children }: { children: ReactNode }) {
  // The server may draw the header and footer apart from the page (frame-parts.tsx).
  const parts = useFrameParts();
  return (
    <Frame>
      <ScrollToTop />
      <SkipLink href="#main">Skip to content</SkipLink>
      {parts === 'page' ? <FrameSlot name="header" /> : <Header />}
      <main id="main" tabIndex={-1}>
        {parts === 'frame' ? <FrameSlot name="page" /> : children}
      </main>
      {parts === 'page' ? <FrameSlot name="footer" /> : <Footer />}
      <LazyToaster />
    </Frame>
  );
}
