import { screen } from '@testing-library/react';
import { ALL_REMOTES, manifestWith, renderWithManifest } from '../test/render-with-frame';
import { PrivacyPage } from './privacy-page';

describe('PrivacyPage', () => {
  it('states the facts of the spec: children under 13, California and EU rights', () => {
    renderWithManifest(<PrivacyPage />, manifestWith(ALL_REMOTES), '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/not directed to children under 13/)).toBeInTheDocument();
    expect(screen.getByText(/Residents of California \(under the CCPA\/CPRA\)/)).toHaveTextContent(
      'European Union and UK (under the GDPR)',
    );
    expect(screen.getByText(/Visitors get no cookies/)).toBeInTheDocument();
    expect(screen.getByText(/never the password itself/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    expect(screen.getAllByRole('link', { name: 'contact page' })[0]).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('names the contact page without a dead link when it is not on the site', () => {
    renderWithManifest(<PrivacyPage />, manifestWith(['discovery']), '/privacy');
    expect(screen.queryByRole('link', { name: 'contact page' })).toBeNull();
    expect(screen.getByText(/Write to us through the contact page/)).toBeInTheDocument();
  });
});
