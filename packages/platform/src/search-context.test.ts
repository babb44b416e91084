import { readSearchContext, saveSearchContext, SEARCH_CONTEXT_KEY } from './search-context';

describe('search context', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the query of the page to return to', () => {
    saveSearchContext({
      source: 'pizza-intelligence',
      location: 'Chicago, IL',
      search: '?location=Chicago%2C+IL&mood=romantic&weather=rainy',
    });
    expect(readSearchContext()).toMatchObject({
      source: 'pizza-intelligence',
      search: '?location=Chicago%2C+IL&mood=romantic&weather=rainy',
    });
  });

  it('reads no query that is not one, so Back never leaves the page it names', () => {
    sessionStorage.setItem(
      SEARCH_CONTEXT_KEY,
      JSON.stringify({
        source: 'pizza-intelligence',
        search: '//elsewhere.example/',
        timestamp: 1,
      }),
    );
    expect(readSearchContext()?.search).toBeUndefined();
  });
});
