import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuideIndex } from '@pizza-atlas/contracts';
import { fakeApi, testQueryClient } from '../test/fake-api';
import { ALL_REMOTES, manifestWith, renderWithManifest } from '../test/render-with-frame';
import { SitemapPage } from './sitemap-page';

const GUIDES = '/api/guides';
const INDEX: GuideIndex = {
  states: [
    {
      code: 'IL',
      name: 'Illinois',
      slug: 'illinois',
      cities: [
        { name: 'Chicago', slug: 'chicago' },
        { name: 'Springfield', slug: 'springfield' },
      ],
    },
    { code: 'WY', name: 'Wyoming', slug: 'wyoming', cities: [] },
  ],
  listings: [
    { slug: 'windy-city-slice', name: 'Windy City Slice', city: 'Chicago', stateCode: 'IL' },
  ],
};

function renderSitemap(manifest = manifestWith(ALL_REMOTES)) {
  return renderWithManifest(<SitemapPage />, manifest, '/sitemap', testQueryClient());
}

const hrefs = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('SitemapPage', () => {
  it('lists every page once, grouped as the footer groups them', () => {
    fakeApi({ [GUIDES]: { status: 200, body: INDEX } });
    renderSitemap();
    expect(hrefs(screen.getByRole('region', { name: 'Main' }))).toEqual([['Home', '/']]);
    expect(hrefs(screen.getByRole('region', { name: 'Legal' }))).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookies'],
    ]);
    expect(hrefs(screen.getByRole('region', { name: 'Platform' }))).toEqual([
      ['About', '/about'],
      ['Site Map', '/sitemap'],
    ]);
  });

  it('lists every state with its cities, and every guide listing, from the guide index', async () => {
    const { asked } = fakeApi({ [GUIDES]: { status: 200, body: INDEX } });
    renderSitemap();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the states, cities and listings');
    const illinois = await screen.findByRole('region', { name: 'Illinois' });
    expect(hrefs(illinois)).toEqual([
      ['Illinois', '/states/illinois'],
      ['Chicago', '/states/illinois/chicago'],
      ['Springfield', '/states/illinois/springfield'],
    ]);
    expect(hrefs(screen.getByRole('region', { name: 'Wyoming' }))).toEqual([
      ['Wyoming', '/states/wyoming'],
    ]);
    expect(screen.getByRole('link', { name: 'Windy City Slice' })).toHaveAttribute(
      'href',
      '/p/windy-city-slice',
    );
    expect(
      screen.getByText('Fictional sample places that show what a guide listing holds.'),
    ).toBeInTheDocument();
    expect(hrefs(screen.getByRole('navigation', { name: 'Site map sections' }))).toEqual([
      ['Pages', '#pages'],
      ['States and cities', '#states'],
      ['Guide listings', '#listings'],
    ]);
    expect(asked).toEqual([GUIDES]);
  });

  it('shows no guide links, and asks for none, while the guides are off', () => {
    const { asked } = fakeApi({ [GUIDES]: { status: 200, body: INDEX } });
    renderSitemap(manifestWith(['discovery', 'labs', 'partners']));
    expect(screen.queryByRole('heading', { name: 'States and cities' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Site map sections' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('says when the guide index cannot be loaded, and tries again on request', async () => {
    let fails = true;
    fakeApi({ [GUIDES]: () => (fails ? { status: 503, body: {} } : { status: 200, body: INDEX }) });
    renderSitemap();
    await screen.findByText(/could not be loaded/);
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Illinois' })).toBeInTheDocument();
  });
});
