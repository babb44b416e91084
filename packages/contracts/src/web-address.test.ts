import { isWebAddress, normalizeWebAddress } from './web-address';

describe('a web address as the database holds it', () => {
  it.each([
    'https://example.com',
    'http://slice.example.com/menu?x=1',
    'HTTPS://EXAMPLE.COM/Pie',
    `https://example.com/${'a'.repeat(1980)}`,
  ])('accepts %s', (value) => {
    expect(isWebAddress(value)).toBe(true);
  });

  it.each([
    'http:example.com',
    'https:/example.com',
    'https:\\\\example.com',
    'https://example.com\\path',
    'javascript:alert(1)',
    'ftp://example.com',
    'example.com',
    'https://',
    'https://exa mple.com',
    'http://[::1',
    'https://example.com/\u0000',
    'https://example.com/\ud800',
    `https://example.com/${'a'.repeat(1990)}`,
  ])('refuses %j', (value) => {
    expect(isWebAddress(value)).toBe(false);
  });

  it('normalises an imported address as browsers read it, within the cap once normalised', () => {
    expect(normalizeWebAddress(' HTTP://Example.com ')).toBe('http://example.com/');
    expect(normalizeWebAddress('http:example.com')).toBe('http://example.com/');
    expect(normalizeWebAddress('https:\\\\example.com\\menu')).toBe('https://example.com/menu');
    expect(normalizeWebAddress('www.example.com')).toBeNull();
    expect(normalizeWebAddress('javascript:alert(1)')).toBeNull();
    // 1,980 characters as written, 5,900 once each space is %20: more than the column holds.
    expect(normalizeWebAddress(`https://example.com/a${' '.repeat(1960)}b`)).toBeNull();
  });
});
