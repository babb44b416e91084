import type {
  ModuleFederation,
  ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { createRetryPlugin, RETRY_DELAY_MS } from './retry-plugin';

type RemoteEntryExports = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['getModuleFactory']>
>[0]['remoteEntryExports'];

// The hooks one at a time, as the runtime calls them; retry-runtime.test.ts runs them
// inside the real federation runtime.
function setUp() {
  const wait = jest.fn(async (_ms: number) => undefined);
  const onRetry = jest.fn();
  return { wait, onRetry, plugin: createRetryPlugin({ wait, onRetry }) };
}

const ok = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;
const notFound = { ok: false, status: 404 } as Response;
const manifestUrl = 'http://localhost/remotes/guides/1/mf-manifest.json';

describe('retry plugin: the manifest', () => {
  // jsdom has no fetch of its own.
  const fetch = jest.fn();
  beforeEach(() => {
    fetch.mockReset();
    globalThis.fetch = fetch;
  });
  afterAll(() => Reflect.deleteProperty(globalThis, 'fetch'));

  it('retries a failed fetch once, after the delay, and returns the second answer', async () => {
    const { plugin, wait } = setUp();
    fetch
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok({ name: 'guides' }));
    const response = await plugin.fetch!(manifestUrl, {});
    expect(await (response as Response).json()).toEqual({ name: 'guides' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledWith(RETRY_DELAY_MS);
  });

  it('counts an error status as a failure, and a second failure is final', async () => {
    const { plugin } = setUp();
    fetch.mockResolvedValue(notFound);
    await expect(plugin.fetch!(manifestUrl, {})).rejects.toThrow('answered 404');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not wait or fetch again when the first answer is good', async () => {
    const { plugin, wait } = setUp();
    fetch.mockResolvedValue(ok({}));
    await plugin.fetch!(manifestUrl, {});
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });
});

describe('retry plugin: remoteEntry.js', () => {
  const remoteInfo = { name: 'guides', entry: 'http://localhost/remotes/guides/1/remoteEntry.js' };
  const container = { init: jest.fn(), get: jest.fn() } as unknown as RemoteEntryExports;

  function loadEntryError(getRemoteEntry: jest.Mock) {
    const { plugin, wait } = setUp();
    const failed = Promise.reject(new Error('first attempt'));
    failed.catch(() => undefined);
    const globalLoading: Record<string, Promise<RemoteEntryExports | void> | undefined> = {
      key: failed,
    };
    const result = plugin.loadEntryError!({
      getRemoteEntry,
      origin: {} as ModuleFederation,
      remoteInfo: remoteInfo as never,
      globalLoading,
      uniqueKey: 'key',
    });
    return { result, globalLoading, wait };
  }

  it('clears the failed attempt, waits, and loads the entry once more', async () => {
    const getRemoteEntry = jest.fn(async () => container);
    const { result, globalLoading, wait } = loadEntryError(getRemoteEntry);
    await expect(result).resolves.toBe(container);
    expect(wait).toHaveBeenCalledWith(RETRY_DELAY_MS);
    expect(globalLoading).not.toHaveProperty('key');
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(getRemoteEntry).toHaveBeenCalledWith(expect.objectContaining({ remoteInfo }));
  });

  it('lets a second failure through', async () => {
    const getRemoteEntry = jest.fn(async () => {
      throw new Error('RUNTIME-008 again');
    });
    await expect(loadEntryError(getRemoteEntry).result).rejects.toThrow('RUNTIME-008 again');
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });
});

describe("retry plugin: an exposed module's chunks", () => {
  const moduleInfo = { name: 'guides', entry: '' } as never;
  const factory = () => ({ default: 'StatePage' });

  it('asks the container again once when its chunks fail', async () => {
    const { plugin, wait, onRetry } = setUp();
    const get = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(factory);
    const remoteEntryExports = { init: jest.fn(), get } as unknown as RemoteEntryExports;
    await expect(
      plugin.getModuleFactory!({ remoteEntryExports, expose: './StatePage', moduleInfo }),
    ).resolves.toBe(factory);
    expect(get).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenCalledWith('guides/./StatePage', expect.any(Error));
  });

  it('fails for good when the second try fails too', async () => {
    const { plugin } = setUp();
    const get = jest.fn().mockRejectedValue(new Error('ChunkLoadError'));
    const remoteEntryExports = { init: jest.fn(), get } as unknown as RemoteEntryExports;
    await expect(
      plugin.getModuleFactory!({ remoteEntryExports, expose: './StatePage', moduleInfo }),
    ).rejects.toThrow('ChunkLoadError');
    expect(get).toHaveBeenCalledTimes(2);
  });
});
