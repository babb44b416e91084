import { act, screen } from '@testing-library/react';
import { useBreadcrumbStore } from '@pizza-atlas/platform';
import { ALL_REMOTES, manifestWith, renderWithManifest } from '../test/render-with-frame';
import { Breadcrumbs } from './breadcrumbs';

describe('Breadcrumbs', () => {
  it('stays hidden with one item and shows the trail with more', () => {
    act(() => useBreadcrumbStore.getState().setItems([{ label: 'Home', to: '/' }]));
    renderWithManifest(<Breadcrumbs />, manifestWith(ALL_REMOTES));
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();

    act(() =>
      useBreadcrumbStore
        .getState()
        .setItems([
          { label: 'Home', to: '/' },
          { label: 'Texas', to: '/states/texas' },
          { label: 'Austin' },
        ]),
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail).toHaveTextContent('HomeTexasAustin');
    expect(screen.getByRole('link', { name: 'Texas' })).toHaveAttribute('href', '/states/texas');
    expect(screen.getByText('Austin')).toHaveAttribute('aria-current', 'page');
  });
});
