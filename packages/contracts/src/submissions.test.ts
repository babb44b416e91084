import { CreateRestaurantSchema } from './submissions';

describe('web addresses in a submitted place', () => {
  const parse = (website: string) =>
    CreateRestaurantSchema.safeParse({ name: 'Pie', address: '1 Main St', website }).success;

  it('takes full http and https addresses, and none', () => {
    expect(parse('https://example.com/pie')).toBe(true);
    expect(parse('HTTP://example.com')).toBe(true);
    expect(parse('')).toBe(true);
  });

  it.each([
    'http:example.com',
    'https:/example.com',
    'https:\\\\example.com',
    'https://ex\\ample.com',
    'ftp://example.com',
    'javascript:alert(1)',
  ])('refuses %s, as the database would', (website) => {
    expect(parse(website)).toBe(false);
  });
});
