import {
  createInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { createRetryPlugin } from './retry-plugin';

type RemoteEntryExports = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['getModuleFactory']>
>[0]['remoteEntryExports'];

// The retry plugin inside the real federation runtime (the version the shell ships),
// with the network faked: manifests through fetch, remoteEntry.js through <script>.
// Each test uses its own remote names: the runtime keeps some caches on window.

/** jsdom has no fetch or Response; the runtime checks `instanceof Response`. */
class FakeResponse {
  readonly ok = true;
  constructor(private readonly body: unknown) {}
  async json() {
    return this.body;
  }
}

const failures = new Map<string, number>();
/** The next `times` requests for a URL fail. */
const breakUrl = (url: string, times = Infinity) => failures.set(url, times);
function failsNow(url: string): boolean {
  const left = failures.get(url) ?? 0;
  if (left > 0) failures.set(url, left - 1);
  return left > 0;
}
const requests: string[] = [];
const base = (remote: string) => `http://localhost/remotes/${remote}/`;

function manifest(remote: string) {
  return {
    id: remote,
    name: remote,
    metaData: {
      name: remote,
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: remote },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: remote,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${remote}:Widget`,
        name: 'Widget',
        path: './Widget',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

const containers = new Map<string, RemoteEntryExports & { init: jest.Mock }>();
function container(remote: string) {
  const made = {
    init: jest.fn(),
    get: jest.fn(async () => () => ({ default: `${remote} widget` })),
  };
  containers.set(remote, made as never);
  return made;
}

/** Answers each <script> the runtime adds: an error event, or the remote's global. */
const fakeScripts = {
  name: 'fake-scripts',
  createScript({ url }: { url: string }) {
    requests.push(url);
    const script = document.createElement('script');
    setTimeout(() => {
      if (failsNow(url)) return script.dispatchEvent(new Event('error'));
      const remote = url.split('/').at(-2)!;
      (window as unknown as Record<string, unknown>)[remote] = container(remote);
      script.dispatchEvent(new Event('load'));
    });
    return script;
  },
};

function host(...remotes: string[]) {
  const wait = jest.fn(async (_ms: number) => undefined);
  const instance = createInstance({
    name: `host-${remotes.join('-')}`,
    remotes: remotes.map((name) => ({ name, entry: `${base(name)}mf-manifest.json` })),
    plugins: [createRetryPlugin({ wait, onRetry: () => undefined }), fakeScripts],
  });
  const registerRemotes = jest.spyOn(instance, 'registerRemotes');
  return { instance, wait, registerRemotes };
}

beforeAll(() => {
  globalThis.Response = FakeResponse as never;
  globalThis.fetch = jest.fn(async (url: string) => {
    requests.push(url);
    if (failsNow(url)) throw new TypeError('Failed to fetch');
    return new FakeResponse(manifest(url.split('/').at(-2)!));
  }) as never;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'Response');
  Reflect.deleteProperty(globalThis, 'fetch');
  jest.restoreAllMocks();
});
beforeEach(() => {
  failures.clear();
  requests.length = 0;
});

it('loads a remote whose manifest and remoteEntry.js each fail once', async () => {
  const { instance, wait } = host('alpha');
  breakUrl(`${base('alpha')}mf-manifest.json`, 1);
  breakUrl(`${base('alpha')}remoteEntry.js`, 1);
  await expect(instance.loadRemote('alpha/Widget')).resolves.toEqual({ default: 'alpha widget' });
  expect(requests).toEqual([
    `${base('alpha')}mf-manifest.json`,
    `${base('alpha')}mf-manifest.json`,
    `${base('alpha')}remoteEntry.js`,
    `${base('alpha')}remoteEntry.js`,
  ]);
  expect(wait).toHaveBeenCalledTimes(2);
});

it('gives up after the second failure of remoteEntry.js', async () => {
  const { instance } = host('bravo');
  breakUrl(`${base('bravo')}remoteEntry.js`);
  await expect(instance.loadRemote('bravo/Widget')).rejects.toThrow(/RUNTIME-008/);
  expect(requests.filter((url) => url.endsWith('remoteEntry.js'))).toHaveLength(2);
});

it('gives up after the second failure of the manifest', async () => {
  const { instance } = host('charlie');
  breakUrl(`${base('charlie')}mf-manifest.json`);
  await expect(instance.loadRemote('charlie/Widget')).rejects.toThrow(/RUNTIME-003/);
  expect(requests).toHaveLength(2);
});

it('recovers on a later load once the files are back, leaving a loaded remote alone', async () => {
  const { instance, registerRemotes } = host('delta', 'echo');
  await instance.loadRemote('delta/Widget');
  const delta = { module: instance.moduleCache.get('delta'), container: containers.get('delta')! };

  breakUrl(`${base('echo')}mf-manifest.json`);
  breakUrl(`${base('echo')}remoteEntry.js`);
  await expect(instance.loadRemote('echo/Widget')).rejects.toThrow();
  failures.clear();
  // What "Try again" does: the same load again, no re-registration.
  await expect(instance.loadRemote('echo/Widget')).resolves.toEqual({ default: 'echo widget' });

  expect(registerRemotes).not.toHaveBeenCalled();
  expect(instance.moduleCache.get('delta')).toBe(delta.module);
  expect(delta.container.init).toHaveBeenCalledTimes(1);
  await expect(instance.loadRemote('delta/Widget')).resolves.toEqual({ default: 'delta widget' });
  expect(requests.filter((url) => url.startsWith(base('delta')))).toHaveLength(2);
});
