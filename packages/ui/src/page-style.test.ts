import { injectPageStyle, LEAFLET_STYLE_ID } from './page-style';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('injectPageStyle', () => {
  it("adds each id's stylesheet once, so one widget's styles never stand in for another's", () => {
    injectPageStyle(LEAFLET_STYLE_ID, '.leaflet-container {}');
    injectPageStyle('pizza-atlas-map-markers', '.pa-marker {}');
    injectPageStyle(LEAFLET_STYLE_ID, '.leaflet-container { again: 1 }');
    injectPageStyle('pizza-atlas-staff-pin', '.pa-pin {}');
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.map((style) => [style.id, style.textContent])).toEqual([
      [LEAFLET_STYLE_ID, '.leaflet-container {}'],
      ['pizza-atlas-map-markers', '.pa-marker {}'],
      ['pizza-atlas-staff-pin', '.pa-pin {}'],
    ]);
  });

  it("carries the page's CSP nonce", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'n0nce';
    document.head.append(meta);
    injectPageStyle('pizza-atlas-staff-pin', '.pa-pin {}');
    expect(document.getElementById('pizza-atlas-staff-pin')!.nonce).toBe('n0nce');
  });
});
