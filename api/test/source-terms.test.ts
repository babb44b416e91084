// A results list credits each source once (uniqueAttributions); an open-data source's credit
// links its terms, as the ODbL asks of a notice, and no listing's own page.
import { OSM_ATTRIBUTION, OSM_LICENSE } from '../src/catalog/import/read-overpass-places';
import { OVERTURE_ATTRIBUTION } from '../src/catalog/import/read-overture-places';
import { uniqueAttributions } from '../src/restaurants/unique-attributions';

const credit = (name: string, url: string | null, license: string | null, isSample = false) => ({
  provider: 'catalog' as const,
  name,
  url,
  license,
  is_sample: isSample,
});
const listed = (
  name: string,
  url: string | null,
  license: string | null,
  licenseUrl: string | null,
  isSample = false,
) => ({ ...credit(name, url, license, isSample), license_url: licenseUrl });

describe("a results list's credit line", () => {
  it('links the terms of OpenStreetMap and Overture, once each, and names any other source', () => {
    expect(
      uniqueAttributions([
        credit(OSM_ATTRIBUTION, 'https://www.openstreetmap.org/node/1', OSM_LICENSE),
        credit(OSM_ATTRIBUTION, 'https://www.openstreetmap.org/way/2', OSM_LICENSE),
        credit(OVERTURE_ATTRIBUTION, null, 'CDLA-Permissive-2.0'),
        credit('Acme listings', 'https://acme.example/places/3', 'CC-BY-4.0'),
        credit('Pizza Atlas sample catalog', null, null, true),
      ]),
    ).toEqual([
      // '(ODbL)' linked to the copyright page, as a place page writes it.
      listed(
        OSM_ATTRIBUTION,
        'https://www.openstreetmap.org/copyright',
        'ODbL',
        'https://www.openstreetmap.org/copyright',
      ),
      listed(
        OVERTURE_ATTRIBUTION,
        'https://docs.overturemaps.org/attribution/',
        'CDLA-Permissive-2.0',
        'https://docs.overturemaps.org/attribution/',
      ),
      listed('Acme listings', null, 'CC-BY-4.0', null),
      listed('Pizza Atlas sample catalog', null, null, null, true),
    ]);
  });
});
