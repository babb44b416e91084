// Loaded with the map (leaflet-map.ts), never with the page.
import Supercluster from 'supercluster';
import type { MapPlace } from './map-places';

/** What the map draws at a zoom: a place's own marker, or a cluster of nearby places. */
export type MapItem =
  | { kind: 'place'; id: string; latitude: number; longitude: number; place: MapPlace }
  | {
      kind: 'cluster';
      id: string;
      latitude: number;
      longitude: number;
      clusterId: number;
      count: number;
      /** The places inside, for highlighting and focus. */
      keys: string[];
    };

/** West, south, east, north in degrees. */
export type Bounds = [number, number, number, number];

export interface PlaceClusters {
  itemsIn(bounds: Bounds, zoom: number): MapItem[];
  /** The zoom at which a cluster breaks apart. */
  expansionZoom(clusterId: number): number;
}

/** Markers closer than this many pixels join a cluster. */
const CLUSTER_RADIUS_PX = 48;

/**
 * Groups places that would overlap at a zoom (supercluster). Above `maxZoom` every place has
 * its own marker, even places at the same spot.
 */
export function clusterPlaces(places: MapPlace[], maxZoom: number): PlaceClusters {
  const index = new Supercluster<{ key: string }>({ radius: CLUSTER_RADIUS_PX, maxZoom });
  index.load(
    places.map((place) => ({
      type: 'Feature',
      properties: { key: place.key },
      geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
    })),
  );
  const byKey = new Map(places.map((place) => [place.key, place]));
  return {
    itemsIn(bounds, zoom) {
      return index.getClusters(bounds, Math.round(zoom)).map((feature): MapItem => {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties;
        if ('cluster' in properties && properties.cluster) {
          return {
            kind: 'cluster',
            id: `cluster:${properties.cluster_id}`,
            latitude,
            longitude,
            clusterId: properties.cluster_id,
            count: properties.point_count,
            keys: index
              .getLeaves(properties.cluster_id, Infinity)
              .map((leaf) => (leaf.properties as { key: string }).key),
          };
        }
        const place = byKey.get((properties as { key: string }).key)!;
        return { kind: 'place', id: place.key, latitude, longitude, place };
      });
    },
    expansionZoom(clusterId) {
      return index.getClusterExpansionZoom(clusterId);
    },
  };
}
