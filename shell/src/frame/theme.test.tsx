import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useThemeStore } from '@pizza-atlas/platform';
import { ThemeSync } from './theme-sync';
import { ThemeToggle } from './theme-toggle';

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    useThemeStore.setState({ preference: 'system' });
  });

  it('cycles system → light → dark → system, storing the choice under "theme"', async () => {
    render(
      <>
        <ThemeSync />
        <ThemeToggle />
      </>,
    );
    const button = screen.getByRole('button', { name: /Theme: System/ });
    await userEvent.click(button);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await userEvent.click(screen.getByRole('button', { name: /Theme: Light/ }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(screen.getByRole('button', { name: /Theme: Dark/ }));
    expect(localStorage.getItem('theme')).toBeNull();
    // jsdom has no dark system preference.
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it("gives the browser's bar the chosen theme's colour", async () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#c2410c';
    meta.media = '(prefers-color-scheme: light)';
    document.head.append(meta);
    render(
      <>
        <ThemeSync />
        <ThemeToggle />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Theme: System/ }));
    expect(meta).toHaveAttribute('content', '#c2410c');
    await userEvent.click(screen.getByRole('button', { name: /Theme: Light/ }));
    expect(meta).toHaveAttribute('content', '#161210');
    meta.remove();
  });
});
