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
    expect(screen.getByRole('button', { name: 'Take Personality Quiz' })).toBeInTheDocument();
  });

  it('hides the quiz button while the quiz is switched off', () => {
    renderWith({ quiz: false });
    expect(screen.queryByRole('button', { name: 'Take Personality Quiz' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Explore Intelligence Hub' })).toBeInTheDocument();
  });

  it('shows nothing when every lab on the home page is off', () => {
    const { container } = renderWith({
      quiz: false,
      'pizza-intelligence': false,
      'wait-times': false,
      'ar-scanner': false,
      'pizza-social': false,
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('drops the tiles of disabled labs', () => {
    renderWith({ 'wait-times': false, 'pizza-intelligence': false });
    expect(screen.queryByRole('link', { name: /Live Wait Times/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Explore Intelligence Hub' })).toBeNull();
    expect(screen.getByRole('link', { name: /Pizza Passport/ })).toBeInTheDocument();
  });
});
