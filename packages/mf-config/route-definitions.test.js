const { mkdtempSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { exposesFor, kebabCase, loadDefinitions } = require('./route-definitions');

const labsDir = path.resolve(__dirname, '..', '..', 'mfe-labs');

describe('route definitions at build time', () => {
  it("reads a remote's src/routes.ts into the JSON its release carries", async () => {
    const definitions = await loadDefinitions(labsDir, false);
    expect(definitions.remote).toBe('labs');
    const waitTimes = definitions.pages.find((page) => page.path === '/wait-times');
    expect(waitTimes).toMatchObject({ module: 'WaitTimesPage', feature: 'wait-times' });
    expect(JSON.parse(JSON.stringify(definitions))).toEqual(definitions);
  });

  it('exposes each page and widget module from its kebab-case file', async () => {
    const exposes = exposesFor(labsDir, await loadDefinitions(labsDir, false));
    expect(exposes['./WaitTimesPage']).toBe('./src/expose/wait-times-page.tsx');
    expect(exposes['./LabsShowcase']).toBe('./src/expose/labs-showcase.tsx');
  });

  it('stops the build when a named module has no file', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'pa-routes-'));
    const definitions = { remote: 'labs', pages: [{ module: 'GhostPage' }], widgets: [] };
    expect(() => exposesFor(empty, definitions)).toThrow(
      'labs: src/routes.ts names GhostPage, but ./src/expose/ghost-page.tsx is missing',
    );
  });

  it('turns module names into file names', () => {
    expect(kebabCase('AdvertiserDashboardPage')).toBe('advertiser-dashboard-page');
  });
});
