import { css } from 'styled-components';

/**
 * Colours are CSS variables so the theme switches by the data-theme attribute on
 * <html>, which the shell's inline script sets before first paint (no flash).
 */
export const lightPalette = {
  '--pa-bg': '#fffaf5',
  '--pa-surface': '#ffffff',
  '--pa-surface-muted': '#fdf0e4',
  '--pa-text': '#1f1a17',
  '--pa-text-muted': '#5c534d',
  '--pa-border': '#ecdccc',
  '--pa-primary': '#c2410c',
  '--pa-primary-hover': '#9a3412',
  '--pa-primary-text': '#ffffff',
  '--pa-accent': '#15803d',
  '--pa-danger': '#b91c1c',
  '--pa-star': '#d97706',
  '--pa-focus': '#2563eb',
  '--pa-shadow': '0 1px 3px rgba(31, 26, 23, 0.12)',
} as const;

export const darkPalette: Record<keyof typeof lightPalette, string> = {
  '--pa-bg': '#161210',
  '--pa-surface': '#221c19',
  '--pa-surface-muted': '#2d2521',
  '--pa-text': '#f6efe9',
  '--pa-text-muted': '#c4b8ae',
  '--pa-border': '#3d332d',
  '--pa-primary': '#fb923c',
  '--pa-primary-hover': '#fdba74',
  '--pa-primary-text': '#1f1a17',
  '--pa-accent': '#4ade80',
  '--pa-danger': '#f87171',
  '--pa-star': '#fbbf24',
  '--pa-focus': '#93c5fd',
  '--pa-shadow': '0 1px 3px rgba(0, 0, 0, 0.5)',
};

const declarations = (palette: Record<string, string>) =>
  Object.entries(palette)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');

export const paletteCss = css`
  :root,
  :root[data-theme='light'] {
    ${declarations(lightPalette)}
    color-scheme: light;
  }
  :root[data-theme='dark'] {
    ${declarations(darkPalette)}
    color-scheme: dark;
  }
`;

export const color = {
  bg: 'var(--pa-bg)',
  surface: 'var(--pa-surface)',
  surfaceMuted: 'var(--pa-surface-muted)',
  text: 'var(--pa-text)',
  textMuted: 'var(--pa-text-muted)',
  border: 'var(--pa-border)',
  primary: 'var(--pa-primary)',
  primaryHover: 'var(--pa-primary-hover)',
  primaryText: 'var(--pa-primary-text)',
  accent: 'var(--pa-accent)',
  danger: 'var(--pa-danger)',
  star: 'var(--pa-star)',
  focus: 'var(--pa-focus)',
} as const;

export const space = (n: number) => `${n * 4}px`;
export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;
export const breakpoint = { sm: '640px', md: '768px', lg: '1024px' } as const;
export const shadow = 'var(--pa-shadow)';
