import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, radius, space } from '@pizza-atlas/ui';
import { useMediaQuery } from './use-media-query';

/** From this width the map sits beside the list; below it, a List/Map switch. */
const WIDE = 1024;
const WIDE_QUERY = `(min-width: ${WIDE}px)`;
const MAP_HEIGHT_WIDE = 'calc(100vh - 120px)';
const MAP_HEIGHT_PHONE = '70vh';

const Layout = styled.div`
  display: grid;
  gap: ${space(6)};
  @media (min-width: ${WIDE}px) {
    grid-template-columns: minmax(0, 1fr) minmax(320px, 38%);
    align-items: start;
  }
  @media (max-width: ${WIDE - 1}px) {
    &[data-view='list'] > .map-column {
      display: none;
    }
    &[data-view='map'] > .list-column {
      display: none;
    }
  }
`;

const MapColumn = styled.div`
  @media (min-width: ${WIDE}px) {
    position: sticky;
    top: 88px;
    height: ${MAP_HEIGHT_WIDE};
  }
  @media (max-width: ${WIDE - 1}px) {
    height: ${MAP_HEIGHT_PHONE};
  }
`;

const Switch = styled.div`
  display: inline-flex;
  justify-self: start;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  overflow: hidden;
  @media (min-width: ${WIDE}px) {
    display: none;
  }
  button {
    min-height: 40px;
    padding: 0 ${space(5)};
    border: 0;
    font: inherit;
    font-weight: 700;
    background: ${color.surface};
    color: ${color.text};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${color.primary};
    color: ${color.primaryText};
  }
`;

/**
 * The results with their map: side by side on wide screens (the map sticky beside the
 * list), a List/Map switch on phones. The map's box is laid out by CSS from the first
 * paint; the map itself loads only where it is shown.
 */
export function ListAndMap({
  list,
  map,
  view,
  onView,
}: {
  list: ReactNode;
  map: (height: string) => ReactNode;
  /** The phone's choice, kept in the URL by the page (results-view.ts). */
  view: 'list' | 'map';
  onView: (view: 'list' | 'map') => void;
}) {
  const setView = onView;
  const wide = useMediaQuery(WIDE_QUERY);
  const showMap = wide || view === 'map';
  return (
    <>
      <Switch role="group" aria-label="Show results as">
        <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
          List
        </button>
        <button type="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
          Map
        </button>
      </Switch>
      <Layout data-view={view}>
        <div className="list-column">{list}</div>
        <MapColumn className="map-column">{showMap && map('100%')}</MapColumn>
      </Layout>
    </>
  );
}
