import type { MapSettings } from '@pizza-atlas/contracts';
import { useMapSettings } from '../api/get-map-settings';

/** The tile server's host, or null when the tiles come from this site (a path). */
function tileHost(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return null;
  try {
    return new URL(url.replace(/\{s\}/g, 'a')).hostname;
  } catch {
    return null;
  }
}

function describeTiles(settings: MapSettings | undefined): string {
  if (!settings) {
    return 'The background pictures of our maps (tiles) come from the tile server credited in the corner of each map.';
  }
  if (!settings.tiles) {
    return 'Our maps draw their markers on a plain background: showing a map asks no other server for anything.';
  }
  const { url, attribution } = settings.tiles;
  const host = tileHost(url);
  if (!host) {
    return `The background pictures of our maps (tiles) come from our own servers, like the rest of the site; their map data is credited on each map (“${attribution}”).`;
  }
  return `The background pictures of our maps (tiles) come from ${host}, credited on each map as “${attribution}”. To draw a map, your browser asks that server for them, so it sees your IP address and this site’s address, as with any image; we send it nothing else.`;
}

/** Where the maps' tiles come from (MAP_TILES), as the privacy page says it. */
export function MapTilesNote() {
  const settings = useMapSettings();
  return <p>{describeTiles(settings.data)}</p>;
}
