const path = require('node:path');
const { SINGLETONS, createShared } = require('./shared');

describe('createShared', () => {
  const shared = createShared(path.resolve(__dirname, '..', '..', 'shell'));

  it('shares react, the router, the query client, the store, styled-components and the platform once', () => {
    for (const name of [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react-dom/client',
      'react-router-dom',
      '@tanstack/react-query',
      'zustand',
      'styled-components',
      '@pizza-atlas/platform',
    ]) {
      expect(shared[name]).toMatchObject({ singleton: true });
    }
    expect(Object.keys(shared).sort()).toEqual([...SINGLETONS].sort());
  });

  it('pins the installed version from the workspace catalog', () => {
    const reactVersion = require(
      require.resolve('react/package.json', {
        paths: [path.resolve(__dirname, '..', '..', 'shell')],
      }),
    ).version;
    expect(shared.react.version).toBe(reactVersion);
    expect(shared['react/jsx-runtime'].version).toBe(reactVersion);
    expect(shared.react.requiredVersion).toBe(`^${reactVersion}`);
  });
});
