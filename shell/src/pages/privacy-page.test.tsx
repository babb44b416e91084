import { screen } from '@testing-library/react';
import type { MapSettings } from '@pizza-atlas/contracts';
import { fakeApi, testQueryClient } from '../test/fake-api';
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

  it('names where the maps’ tiles come from, or says there are none', async () => {
    const show = async (tiles: MapSettings['tiles'], answered: RegExp) => {
      fakeApi({ '/api/site/map': { status: 200, body: { tiles, maxZoom: 19 } } });
      const page = renderWithManifest(
        <PrivacyPage />,
        manifestWith(ALL_REMOTES),
        '/privacy',
        testQueryClient(),
      );
      const heading = screen.getByRole('heading', { name: 'Maps' });
      await screen.findByText(answered);
      const text = heading.nextElementSibling?.textContent;
      page.unmount();
      return text;
    };
    expect(await show(null, /plain background/)).toBe(
      'Our maps draw their markers on a plain background: showing a map asks no other server for anything.',
    );
    const credit = {
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    };
    expect(await show({ url: '/tiles/{z}/{x}/{y}.png', ...credit }, /own servers/)).toContain(
      'come from our own servers',
    );
    const external = { url: 'https://tiles.example.com/{z}/{x}/{y}.png', ...credit };
    expect(await show(external, /tiles\.example\.com/)).toContain(
      'come from tiles.example.com, credited on each map as “© OpenStreetMap contributors”. To draw a map, your browser asks that server',
    );
  });
});
