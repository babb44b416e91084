import { render, screen } from '@testing-library/react';
import { StandaloneHost } from './index';

function Hello() {
  return <h1>Hello page</h1>;
}

describe('StandaloneHost', () => {
  it('renders a remote page at its route with links to every route', () => {
    window.history.pushState({}, '', '/hello');
    render(<StandaloneHost name="guides" routes={[{ path: '/hello', Component: Hello }]} />);
    expect(screen.getByRole('heading', { name: 'Hello page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/hello' })).toHaveAttribute('href', '/hello');
  });
});
