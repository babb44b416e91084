import { MAX_SUGGESTIONS, suggestPlaces } from '../src/geo/suggest-places';
import { serverForFile } from './test-server';

const labels = (text: string) => suggestPlaces(text).map((suggestion) => suggestion.label);

describe('suggestPlaces', () => {
  it('offers cities by the start of their name, most populous first', () => {
    expect(labels('chi').slice(0, 2)).toEqual(['Chicago, IL', 'Chico, CA']);
    expect(labels('chi')).toHaveLength(MAX_SUGGESTIONS);
    expect(suggestPlaces('chi')[0]).toEqual({
      kind: 'city',
      label: 'Chicago, IL',
      value: 'Chicago, IL',
    });
    expect(labels('st lou')[0]).toBe('St. Louis, MO');
  });

  it('narrows to a state after a comma', () => {
    expect(labels('springfield, il')).toEqual(['Springfield, IL']);
    expect(labels('springfield, i')).toEqual(['Springfield, IL']);
    expect(labels('Portland, Oregon')).toEqual(['Portland, OR']);
    expect(labels('Portland, ZZ')).toEqual([]);
  });

  it('offers a whole state by its name or code', () => {
    expect(suggestPlaces('TX')[0]).toEqual({
      kind: 'state',
      label: 'Texas (whole state)',
      value: 'Texas',
    });
    expect(labels('tex').slice(0, 2)).toEqual(['Texas (whole state)', 'Texas City, TX']);
    expect(labels('new y').slice(0, 2)).toEqual(['New York (whole state)', 'New York City, NY']);
  });

  it('offers ZIP codes by prefix, with their town', () => {
    expect(suggestPlaces('6061')[0]).toEqual({
      kind: 'zip',
      label: '60610 · Chicago, IL',
      value: '60610',
    });
    expect(labels('60614')).toEqual(['60614 · Chicago, IL']);
    // Named as the search names the ZIP: its Postal Service city, not the nearer Dolton.
    expect(labels('60633')).toEqual(['60633 · Chicago, IL']);
    expect(labels('00000')).toEqual([]);
  });

  it('offers the city a small typo most likely means', () => {
    expect(labels('Chicgo')[0]).toBe('Chicago, IL');
    expect(labels('Philadelpia, PA')).toEqual(['Philadelphia, PA']);
    expect(labels('qqqq')).toEqual([]);
  });

  it('keeps offering a misspelt place while it is typed, nicknames and states too', () => {
    expect(labels('New Yro')[0]).toBe('New York City, NY');
    expect(labels('New Yrok')[0]).toBe('New York City, NY');
    expect(labels('Chicg')[0]).toBe('Chicago, IL');
    expect(labels('Brookyl')[0]).toBe('Brooklyn, NY');
    expect(labels('San Fransi')[0]).toBe('San Francisco, CA');
    expect(labels('Philly')).toEqual(['Philadelphia, PA']);
    expect(labels('Phily')[0]).toBe('Philadelphia, PA');
    expect(labels('Pittsburg, PA')).toEqual(['Pittsburgh, PA']);
    expect(labels('Austin, Texs')).toEqual(['Austin, TX']);
    expect(labels('Pensylvania')).toEqual(['Pennsylvania (whole state)']);
    expect(labels('Texs')[0]).toBe('Texas (whole state)');
  });
});

describe('GET /api/places/suggest', () => {
  const file = serverForFile();

  it('answers suggestions, cacheable', async () => {
    const response = await file.app.inject('/api/places/suggest?q=Austi');
    expect(response.statusCode).toBe(200);
    expect(response.json().suggestions[0]).toEqual({
      kind: 'city',
      label: 'Austin, TX',
      value: 'Austin, TX',
    });
    expect(response.headers['cache-control']).toContain('max-age');
  });

  it.each(['', '   ', 'x'.repeat(101)])('refuses %j with a 400', async (q) => {
    const response = await file.app.inject(`/api/places/suggest?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('answers hostile text with no suggestions, never a 500', async () => {
    for (const q of ["'; drop table x; --", '<script>', '%00', '😀🍕', '\\']) {
      const response = await file.app.inject(`/api/places/suggest?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
