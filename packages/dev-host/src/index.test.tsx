import { render, screen } from '@testing-library/react';
import { useRouteParams } from '@pizza-atlas/platform';
import { StandaloneHost } from './index';

function StatePage() {
  const { state } = useRouteParams();
  return <h1>Guide to {state}</h1>;
}

function Widget() {
  return <p>Home widget</p>;
}

const routes = {
  remote: 'guides' as const,
  area: 'state and city guides',
  pages: [{ path: '/states/:state', module: 'StatePage', head: { title: 'T', description: 'D' } }],
  widgets: [{ slot: 'home.hero' as const, module: 'HomeWidget' }],
};
const load = async (module: string) => ({ default: module === 'StatePage' ? StatePage : Widget });

describe('StandaloneHost', () => {
  it('renders a page at its pattern with its parameters and links to every page', async () => {
    window.history.pushState({}, '', '/states/texas');
    render(<StandaloneHost routes={routes} load={load} />);
    expect(await screen.findByRole('heading', { name: 'Guide to texas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/states/:state' })).toHaveAttribute(
      'href',
      '/states/sample-state',
    );
  });

  it('shows the home widgets at the root', async () => {
    window.history.pushState({}, '', '/');
    render(<StandaloneHost routes={routes} load={load} />);
    expect(await screen.findByText('Home widget')).toBeInTheDocument();
  });
});
