import { screen, waitFor } from '@testing-library/react';
import type { SiteSources } from '@pizza-atlas/contracts';
import { Footer } from '../frame/footer';
import { fakeApi, testQueryClient } from '../test/fake-api';
import { ALL_REMOTES, manifestWith, renderWithManifest } from '../test/render-with-frame';
import { TermsPage } from './terms-page';

const SOURCES = '/api/site/sources';
const withSample: SiteSources = {
  catalog: { sample: 2400, osm: 0, overture: 0, csv: 0, submission: 0 },
  provider: null,
};
const realOnly: SiteSources = {
  catalog: { sample: 0, osm: 812, overture: 0, csv: 0, submission: 0 },
  provider: null,
};

function renderTerms(client = testQueryClient()) {
  return renderWithManifest(
    <>
      <TermsPage />
      <Footer />
    </>,
    manifestWith(ALL_REMOTES),
    '/terms',
    client,
  );
}

describe('TermsPage and the footer', () => {
  it('exclude children under 13 and warn of sample data while sample places exist', async () => {
    fakeApi({ [SOURCES]: { status: 200, body: withSample } });
    renderTerms();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Pizza Atlas is not for children under 13.')).toBeInTheDocument();
    expect(
      await screen.findByText(/Places marked “Sample data” are fictional\./),
    ).toHaveTextContent('wait times are estimates');
    expect(
      screen.getByText(/Restaurant names and places in the sample catalog are fictional\./),
    ).toBeInTheDocument();
  });

  it('drop every sample disclaimer once no sample place exists', async () => {
    fakeApi({ [SOURCES]: { status: 200, body: realOnly } });
    const client = testQueryClient();
    renderTerms(client);
    // Once the sources have arrived, and rendered: the labs sentence stays, the sample one goes.
    await waitFor(() => expect(client.getQueryData(['site', 'sources'])).toEqual(realOnly));
    expect(screen.getByText(/wait times are estimates/)).toHaveTextContent('Labs are experiments');
    expect(document.body).not.toHaveTextContent('Sample data');
    expect(document.body).not.toHaveTextContent('sample catalog are fictional');
  });
});
