import { isSamePage } from './back-button';
import { backTarget, cityGuidePath } from './back-target';

const at = 1_700_000_000_000;

describe('backTarget', () => {
  it('returns to the search results of a saved location', () => {
    expect(backTarget({ location: 'Austin, TX', timestamp: at })).toEqual({
      href: '/directory?location=Austin%2C%20TX',
      label: 'Back to Search Results',
    });
  });

  it('keeps the filters of the last directory search for that location', () => {
    expect(
      backTarget(
        { source: 'directory', location: 'Austin, TX', timestamp: at },
        '?location=Austin%2C+TX&sort=rating&price=1%2C2',
      ),
    ).toEqual({
      href: '/directory?location=Austin%2C+TX&sort=rating&price=1%2C2',
      label: 'Back to Search Results',
    });
  });

  it('ignores a last search for another place', () => {
    expect(
      backTarget({ source: 'directory', location: 'Boise, ID', timestamp: at }, '?location=Austin')
        .href,
    ).toBe('/directory?location=Boise%2C%20ID');
  });

  it('returns home, to Pizza Intelligence, or to the directory', () => {
    expect(backTarget({ source: 'home', timestamp: at })).toEqual({
      href: '/',
      label: 'Back to Home',
    });
    expect(backTarget({ source: 'pizza-intelligence', timestamp: at })).toEqual({
      href: '/pizza-intelligence',
      label: 'Back to Pizza Intelligence',
    });
    expect(
      backTarget({
        source: 'pizza-intelligence',
        search: '?location=Chicago%2C+IL&mood=romantic&weather=rainy',
        timestamp: at,
      }),
    ).toEqual({
      href: '/pizza-intelligence?location=Chicago%2C+IL&mood=romantic&weather=rainy',
      label: 'Back to Pizza Intelligence',
    });
    expect(backTarget(null)).toEqual({ href: '/directory', label: 'Back to Directory' });
    expect(backTarget({ timestamp: at })).toEqual({
      href: '/directory',
      label: 'Back to Directory',
    });
  });

  it('returns to the city guide of a City, ST location', () => {
    expect(backTarget({ source: 'city', location: 'San Francisco, CA', timestamp: at })).toEqual({
      href: '/states/california/san-francisco',
      label: 'Back to City Guide',
    });
  });
});

describe('cityGuidePath', () => {
  it('maps ca, ny, tx, fl and wa to full names and lowercases other codes', () => {
    expect(cityGuidePath('New York, NY')).toBe('/states/new-york/new-york');
    expect(cityGuidePath('Austin, tx')).toBe('/states/texas/austin');
    expect(cityGuidePath('Miami, FL')).toBe('/states/florida/miami');
    expect(cityGuidePath('Seattle, WA')).toBe('/states/washington/seattle');
    expect(cityGuidePath('Salt Lake City, UT')).toBe('/states/ut/salt-lake-city');
  });

  it('needs the City, ST form', () => {
    expect(cityGuidePath('Austin')).toBeUndefined();
    expect(cityGuidePath('Austin, Texas')).toBeUndefined();
  });
});

describe('isSamePage', () => {
  it('compares path and query whatever their order or encoding', () => {
    expect(
      isSamePage(
        '/directory?location=Austin%2C%20TX&sort=rating',
        '/directory?sort=rating&location=Austin%2C+TX',
      ),
    ).toBe(true);
    expect(isSamePage('/directory?location=Austin', '/directory?location=Dallas')).toBe(false);
    expect(isSamePage('/', '/directory')).toBe(false);
    expect(isSamePage(undefined, '/directory')).toBe(false);
  });
});
