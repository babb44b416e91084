import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './footer';
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
  return (
    <Frame>
      <ScrollToTop />
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <LazyToaster />
    </Frame>
  );
}
