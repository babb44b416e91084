import { clusterPlaces, type MapItem } from './map-clusters';
import { CHICAGO } from './map-test-places';

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];
const counts = (items: MapItem[]) =>
  items.map((item) => (item.kind === 'cluster' ? item.count : item.place.number)).sort();

describe('clusterPlaces', () => {
  it('joins places that would overlap into one cluster with their count and keys', () => {
    const items = clusterPlaces(CHICAGO, 16).itemsIn(WORLD, 10);
    expect(counts(items)).toEqual([7, 8]);
    const cluster = items.find((item) => item.kind === 'cluster')!;
    expect(cluster.kind === 'cluster' && [...cluster.keys].sort()).toEqual(
      CHICAGO.slice(0, 7).map((place) => place.key),
    );
  });

  it('gives every place its own marker past the last clustering zoom', () => {
    const items = clusterPlaces(CHICAGO, 16).itemsIn(WORLD, 17);
    expect(items.every((item) => item.kind === 'place')).toBe(true);
    expect(counts(items)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('tells the zoom that breaks a cluster apart, where it has fewer places', () => {
    const clusters = clusterPlaces(CHICAGO, 16);
    const cluster = clusters.itemsIn(WORLD, 10).find((item) => item.kind === 'cluster')!;
    if (cluster.kind !== 'cluster') throw new Error('no cluster');
    const zoom = clusters.expansionZoom(cluster.clusterId);
    expect(zoom).toBeGreaterThan(10);
    const after = clusters.itemsIn(WORLD, zoom);
    expect(after.length).toBeGreaterThan(2);
  });

  it('draws only what is in the view', () => {
    const evanston: [number, number, number, number] = [-87.7, 42.03, -87.67, 42.06];
    expect(counts(clusterPlaces(CHICAGO, 16).itemsIn(evanston, 14))).toEqual([8]);
  });
});
