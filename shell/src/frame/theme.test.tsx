import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useThemeStore } from '@pizza-atlas/platform';
import { ThemeSync } from './theme-sync';
import { ThemeToggle } from './theme-toggle';

/** The OS's theme, as the browser reports it to matchMedia. */
function systemPrefers(theme: 'light' | 'dark') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && theme === 'dark',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

function renderTheme() {
  render(
    <>
      <ThemeSync />
      <ThemeToggle />
    </>,
  );
}

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    useThemeStore.setState({ preference: 'system' });
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('on a light system, every click changes the theme shown, and says which one shows', async () => {
    systemPrefers('light');
    renderTheme();
    const html = document.documentElement;
    expect(html).toHaveAttribute('data-theme', 'light');
    await userEvent.click(
      screen.getByRole('button', { name: 'Theme: Light (as your system). Switch to Dark' }),
    );
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Theme: Dark. Switch to Light' }));
    expect(html).toHaveAttribute('data-theme', 'light');
    // Back to the system's own theme: it follows the system again, nothing stored.
    expect(localStorage.getItem('theme')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Theme: Light (as your system). Switch to Dark' }),
    ).toBeVisible();
  });

  it('on a dark system, the first click shows light', async () => {
    systemPrefers('dark');
    renderTheme();
    const html = document.documentElement;
    expect(html).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(screen.getByRole('button', { name: /^Theme: Dark \(as your system\)/ }));
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('theme')).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'Theme: Light. Switch to Dark' }));
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it("gives the browser's bar the chosen theme's colour", async () => {
    systemPrefers('light');
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#c2410c';
    meta.media = '(prefers-color-scheme: light)';
    document.head.append(meta);
    renderTheme();
    expect(meta).toHaveAttribute('content', '#c2410c');
    await userEvent.click(screen.getByRole('button', { name: /^Theme: Light/ }));
    expect(meta).toHaveAttribute('content', '#161210');
    meta.remove();
  });
});
