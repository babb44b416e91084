import { createLeafletMap, type MapController } from './leaflet-map';
import { CHICAGO } from './map-test-places';

// Leaflet in jsdom: the box gets a size (jsdom lays nothing out) and moves end at once.
function mapBox(): HTMLElement {
  const box = document.createElement('div');
  Object.defineProperty(box, 'clientWidth', { value: 600 });
  Object.defineProperty(box, 'clientHeight', { value: 400 });
  document.body.append(box);
  return box;
}

const NO_TILES = { tiles: null, maxZoom: 19 };
let map: MapController | undefined;
afterEach(() => {
  map?.destroy();
  document.body.innerHTML = '';
});

const markers = (box: HTMLElement) =>
  [...box.querySelectorAll<HTMLElement>('.pa-marker')].map((m) => m.getAttribute('aria-label'));

describe('createLeafletMap', () => {
  it('draws clusters and markers, focusable and named, on a plain background', () => {
    const box = mapBox();
    map = createLeafletMap(box, NO_TILES, {});
    map.showPlaces(CHICAGO, true);
    expect(box.querySelector('.leaflet-tile-pane img')).toBeNull();
    expect(box.querySelector('.leaflet-control-attribution')).toBeNull();
    const labels = markers(box);
    expect(labels).toContain('7 places here, zoom in');
    expect(labels).toContain('8. Pizza 8, 4.5 stars');
    for (const marker of box.querySelectorAll('.pa-marker')) {
      expect(marker).toHaveAttribute('role', 'button');
      expect(marker).toHaveAttribute('tabindex', '0');
    }
  });

  it('zooms into a cluster on Enter and gives the focus to a place inside it', () => {
    const box = mapBox();
    map = createLeafletMap(box, NO_TILES, {});
    map.showPlaces(CHICAGO, true);
    const cluster = box.querySelector<HTMLElement>('[data-cluster="7"]')!;
    cluster.focus();
    cluster.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    // Leaflet animates the zoom in a browser; jsdom has no transitions, so it ends at once.
    expect(box.querySelector('[data-cluster="7"]')).toBeNull();
    expect(document.activeElement?.closest('.pa-marker')).not.toBeNull();
    expect(box.querySelector('.pa-marker')).not.toBeNull();
  });

  it('marks the places a cluster holds while it is hovered or focused, and clears them', () => {
    const box = mapBox();
    const onHighlight = jest.fn();
    map = createLeafletMap(box, NO_TILES, { onHighlight });
    map.showPlaces(CHICAGO, true);
    const loop = ['catalog:1', 'catalog:2', 'catalog:3', 'catalog:4', 'catalog:5', 'catalog:6'];
    const cluster = box.querySelector<HTMLElement>('[data-cluster="7"]')!;
    cluster.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect([...onHighlight.mock.lastCall![0]].sort()).toEqual([...loop, 'catalog:7']);
    cluster.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
    expect(onHighlight).toHaveBeenLastCalledWith([]);
    // By keyboard too.
    cluster.focus();
    expect(onHighlight.mock.lastCall![0]).toHaveLength(7);
    cluster.blur();
    expect(onHighlight).toHaveBeenLastCalledWith([]);
    // A place's own marker marks its place alone.
    box.querySelector<HTMLElement>('[data-place="catalog:8"]')!.focus();
    expect(onHighlight).toHaveBeenLastCalledWith(['catalog:8']);
    // A focused cluster zoomed into is drawn away without a blur: its places are cleared,
    // then the marker that takes the focus marks its own.
    cluster.focus();
    onHighlight.mockClear();
    cluster.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(onHighlight.mock.calls[0]).toEqual([[]]);
    const focused = document.activeElement!.closest<HTMLElement>('.pa-marker')!;
    const keys = focused.dataset.place ? [focused.dataset.place] : expect.any(Array);
    expect(onHighlight).toHaveBeenLastCalledWith(keys);
  });

  it('reports a chosen place, marks it, and says when the visitor moves the map', () => {
    const box = mapBox();
    const onSelect = jest.fn();
    const onUserMove = jest.fn();
    map = createLeafletMap(box, NO_TILES, { onSelect, onUserMove });
    map.showPlaces(CHICAGO, true);
    expect(onUserMove).not.toHaveBeenCalled();
    const evanston = box.querySelector<HTMLElement>('[data-place="catalog:8"]')!;
    evanston.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(onSelect).toHaveBeenCalledWith('catalog:8');
    map.select('catalog:8');
    expect(evanston).toHaveClass('pa-marker--chosen');
    map.highlight(['catalog:3']);
    expect(box.querySelector('[data-cluster="7"]')).toHaveClass('pa-marker--on');
    box.querySelector<HTMLElement>('.leaflet-control-zoom-in')!.click();
    expect(onUserMove).toHaveBeenCalledTimes(1);
  });

  it('lays the configured tiles under the markers, with their credit as a link', () => {
    const box = mapBox();
    map = createLeafletMap(
      box,
      {
        tiles: {
          url: '/tiles/{z}/{x}/{y}.png',
          attribution: '© OpenStreetMap contributors',
          attributionUrl: 'https://www.openstreetmap.org/copyright',
        },
        maxZoom: 19,
      },
      {},
    );
    map.showPlaces(CHICAGO, true);
    expect(box.querySelector('.leaflet-tile-pane img')).not.toBeNull();
    const credit = box.querySelector('.leaflet-control-attribution a')!;
    expect(credit).toHaveTextContent('© OpenStreetMap contributors');
    expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  });
});
