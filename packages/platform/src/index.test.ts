import * as root from './index';
import * as core from './core';
import * as releaseDefinitions from './core/release-definitions';

// The package root is one shared module in the browser: everything it exports ships there.
describe('the package root', () => {
  it('re-exports the server-safe core except the zod validation of release definitions', () => {
    const validation = Object.keys(releaseDefinitions);
    expect(validation).toEqual(expect.arrayContaining(['toReleaseDefinitions']));
    const expected = Object.keys(core).filter((name) => !validation.includes(name));
    expect(Object.keys(root)).toEqual(expect.arrayContaining(expected));
    for (const name of validation) expect(root).not.toHaveProperty(name);
  });
});
