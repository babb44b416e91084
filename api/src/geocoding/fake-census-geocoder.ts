import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the US Census geocoder's one-line address lookup, for tests and
 * offline demos. It answers in the Census' JSON shape from a fixed table of addresses
 * (matched case-insensitively), an empty match list for any other address, and can be
 * switched to fail with a 500, to answer a body that is not the Census' JSON, to never
 * answer, or to send its headers and then stall in the body (the last two exercise the
 * client's timeout).
 *
 * Run it by hand: `pnpm exec tsx src/geocoding/fake-census-geocoder.ts` in api/, then set
 * GEOCODER=census and CENSUS_GEOCODER_URL to the printed URL.
 */
export type FakeCensusMode = 'normal' | 'error' | 'malformed' | 'hang' | 'stall';

export interface FakeCensusAddress {
  latitude: number;
  longitude: number;
  matchedAddress: string;
  city: string;
  state: string;
  zip: string;
}

export interface FakeCensusGeocoder {
  url: string;
  /** The `address` parameter of every request, in order. */
  requests: string[];
  setMode(mode: FakeCensusMode): void;
  close(): Promise<void>;
}

const key = (address: string) => address.trim().replace(/\s+/g, ' ').toLowerCase();

export async function startFakeCensusGeocoder(
  options: { addresses?: Record<string, FakeCensusAddress>; port?: number } = {},
): Promise<FakeCensusGeocoder> {
  const table = new Map(
    Object.entries(options.addresses ?? {}).map(([address, found]) => [key(address), found]),
  );
  let mode: FakeCensusMode = 'normal';
  const requests: string[] = [];
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname !== '/geocoder/locations/onelineaddress') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const address = url.searchParams.get('address') ?? '';
    requests.push(address);
    if (mode === 'hang' || mode === 'stall') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      if (mode === 'stall') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"result": {"addressMatches": [');
      }
      return;
    }
    if (mode === 'error') {
      response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal error</h1>');
      return;
    }
    if (mode === 'malformed') {
      // A 200 whose body is cut short, as a proxy or an overloaded server may send.
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"result": {"addr');
      return;
    }
    const found = table.get(key(address));
    const matches = found
      ? [
          {
            matchedAddress: found.matchedAddress,
            coordinates: { x: found.longitude, y: found.latitude },
            tigerLine: { tigerLineId: '0', side: 'L' },
            addressComponents: { city: found.city, state: found.state, zip: found.zip },
          },
        ]
      : [];
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        result: {
          input: { address: { address }, benchmark: { benchmarkName: 'Public_AR_Current' } },
          addressMatches: matches,
        },
      }),
    );
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(next) {
      mode = next;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (require.main === module) {
  void startFakeCensusGeocoder({
    port: Number(process.env.PORT ?? 3490),
    addresses: {
      '1150 N State St, Chicago, IL 60610': {
        latitude: 41.90322,
        longitude: -87.62843,
        matchedAddress: '1150 N STATE ST, CHICAGO, IL, 60610',
        city: 'CHICAGO',
        state: 'IL',
        zip: '60610',
      },
    },
  }).then((fake) => console.log(`Fake Census geocoder at ${fake.url}`));
}
