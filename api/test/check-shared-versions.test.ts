// Decision 0012's version guard, and 0065's rule: a release runs React the way the shell
// does, on React's own runtime or on Preact's compat layer, never one against the other.
import { checkSharedVersions } from '../src/platform/check-shared-versions';

const library = (name: string, version: string) => ({ name, version, singleton: true });
const REACT = [library('react', '19.3.1'), library('react-dom', '19.3.1')];
const COMPAT = [library('preact', '11.2.0'), library('preact/compat', '11.2.0')];

function refusal(release: typeof REACT, shell: typeof REACT): string | undefined {
  try {
    checkSharedVersions('guides', release, shell);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('react on its own runtime or on preact/compat', () => {
  it('takes a release that runs react as the shell does', () => {
    expect(refusal(REACT, REACT)).toBeUndefined();
    expect(refusal([...REACT, ...COMPAT], [...REACT, ...COMPAT])).toBeUndefined();
  });

  it("refuses a release on React's own runtime under a shell on preact/compat", () => {
    expect(refusal(REACT, [...REACT, ...COMPAT])).toBe(
      "This guides release cannot run with the active shell: react runs on React's own runtime in this release, on preact/compat 11.2.0 in the shell. Rebuild it with the shell's versions.",
    );
  });

  it("refuses a release on preact/compat under a shell on React's own runtime", () => {
    expect(refusal([...REACT, ...COMPAT], REACT)).toBe(
      "This guides release cannot run with the active shell: react runs on preact/compat 11.2.0 in this release, on React's own runtime in the shell. Rebuild it with the shell's versions.",
    );
  });

  it('leaves alone a release that shares no react', () => {
    expect(refusal([library('zustand', '5.1.0')], [...REACT, ...COMPAT])).toBeUndefined();
  });
});
