import { createGlobalStyle } from 'styled-components';
import { color, paletteCss } from './tokens';

export const GlobalStyle = createGlobalStyle`
  ${paletteCss}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; accent-color: ${color.primary}; }
  body {
    margin: 0;
    background: ${color.bg};
    color: ${color.text};
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    line-height: 1.5;
    /* Visitors write names, addresses, reviews and messages: a word wider than the screen
       wraps wherever it must, instead of widening the page (inherited by every element). */
    overflow-wrap: anywhere;
  }
  /* Controls hold the site's own short words: squeezed, they keep them whole ("Menu", not
     "Men" over "u"). */
  button { overflow-wrap: normal; }
  a { color: ${color.primary}; }
  :focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; }
  img { max-width: 100%; display: block; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
