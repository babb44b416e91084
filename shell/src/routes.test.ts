import { homeHead } from './routes';

it('the home page’s head names the site and its publisher in JSON-LD', () => {
  expect(homeHead('https://pizza.example').jsonLd).toEqual([
    expect.objectContaining({
      '@type': 'WebSite',
      url: 'https://pizza.example',
      potentialAction: expect.objectContaining({
        target: 'https://pizza.example/directory?location={location}',
      }),
    }),
    expect.objectContaining({
      '@type': 'Organization',
      name: 'Pizza Atlas',
      url: 'https://pizza.example',
      logo: 'https://pizza.example/favicon.svg',
    }),
  ]);
});
