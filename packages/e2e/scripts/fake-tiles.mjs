// A stand-in for a map tile server (MAP_TILES) for the end-to-end site:
// every /{z}/{x}/{y}.png is the same plain 256 px tile, and nothing leaves the machine.
// GET /requests answers the tiles asked for so far, as JSON ['z/x/y', ...].
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';

const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEXu8OpQZSqrAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVklEQVR4nO3BAQEAAACCIP+vbkhAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQPcGAQ8AAb1ytegAAAAASUVORK5CYII=',
  'base64',
);

/** Starts the fake tile server on 127.0.0.1:port; resolves with a close function. */
export function startFakeTiles(port) {
  const requests = [];
  const server = createServer((request, response) => {
    if (request.url === '/requests') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(requests));
      return;
    }
    const match = /^\/(\d{1,2})\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    requests.push(`${match[1]}/${match[2]}/${match[3]}`);
    response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' });
    response.end(TILE);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(() => server.close()));
  });
}
