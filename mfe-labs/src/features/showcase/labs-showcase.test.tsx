import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useManifestStore } from '@pizza-atlas/platform';
import { LabsShowcase } from './labs-showcase';

function renderWith(features: Record<string, boolean>) {
  useManifestStore.getState().setManifest({ remotes: [], features });
  return render(
    <MemoryRouter>
      <LabsShowcase />
    </MemoryRouter>,
  );
}

describe('LabsShowcase', () => {
  it('shows a tile for each enabled lab', () => {
    renderWith({});
    expect(screen.getByRole('link', { name: /Live Wait Times/ })).toHaveAttribute(
      'href',
      '/wait-times',
    );
    expect(screen.getByRole('link', { name: /AR Menu Scanner/ })).toHaveAttribute(
      'href',
      '/ar-scanner',
    );
    expect(screen.getByRole('link', { name: /Pizza Passport/ })).toHaveAttribute(
      'href',
      '/pizza-social',
    );
    expect(screen.getByRole('link', { name: 'Explore Intelligence Hub' })).toHaveAttribute(
      'href',
      '/pizza-intelligence',
    );
  });

  it('drops the tiles of disabled labs', () => {
    renderWith({ 'wait-times': false, 'pizza-intelligence': false });
    expect(screen.queryByRole('link', { name: /Live Wait Times/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Explore Intelligence Hub' })).toBeNull();
    expect(screen.getByRole('link', { name: /Pizza Passport/ })).toBeInTheDocument();
  });
});
