import { pathOf, readablePageUrl } from '../src/http/readable-page-url';

describe('readablePageUrl', () => {
  it('takes the percent signs of a page path that decodes to nothing as written', () => {
    expect(readablePageUrl('GET', '/%ZZ')).toBe('/%25ZZ');
    expect(readablePageUrl('HEAD', '/states/%C0%AF?x=%ZZ')).toBe('/states/%25C0%25AF?x=%ZZ');
  });

  it('leaves everything else exactly as sent', () => {
    for (const [method, url] of [
      ['GET', '/directory?location=Chicago%2C%20IL'],
      ['GET', '/states/new%20york'],
      ['GET', '/api/restaurants/%ZZ'],
      ['GET', '/API%2Fx%ZZ'],
      ['POST', '/%ZZ'],
      ['GET', '/directory?location=%ZZ'],
    ] as const)
      expect(readablePageUrl(method, url)).toBe(url);
  });

  it('splits the path from its query and fragment', () => {
    expect(pathOf('/a/b?c=d#e')).toBe('/a/b');
    expect(pathOf('/a#b?c')).toBe('/a');
    expect(pathOf('/a')).toBe('/a');
  });
});
