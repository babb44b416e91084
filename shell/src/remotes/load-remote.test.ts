import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PlatformManifest } from '@pizza-atlas/contracts';
import { loadRemoteModule, registerManifestRemotes, RemoteUnavailableError } from './load-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoad = jest.mocked(loadRemote);

const manifest = {
  remotes: [{ name: 'guides', version: '1', entry: '/remotes/guides/1/mf-manifest.json' }],
} as unknown as PlatformManifest;

beforeEach(() => {
  jest.clearAllMocks();
  registerManifestRemotes(manifest);
});

it('registers the active remotes once, with absolute URLs and without force', () => {
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'guides', entry: 'http://localhost/remotes/guides/1/mf-manifest.json' },
  ]);
});

it('loads a module with one call; the runtime plugin does the retrying', async () => {
  mockedLoad.mockResolvedValueOnce({ default: 'StatePage' });
  await expect(loadRemoteModule('guides', './StatePage')).resolves.toEqual({
    default: 'StatePage',
  });
  expect(mockedLoad).toHaveBeenCalledWith('guides/./StatePage');
});

it('turns a final failure into RemoteUnavailableError and never re-registers', async () => {
  mockedLoad.mockRejectedValue(new Error('RUNTIME-008'));
  const failure = loadRemoteModule('guides', './StatePage');
  await expect(failure).rejects.toBeInstanceOf(RemoteUnavailableError);
  await expect(failure).rejects.toMatchObject({ cause: new Error('RUNTIME-008') });
  expect(mockedLoad).toHaveBeenCalledTimes(1);
  // "Try again" is a plain second load.
  mockedLoad.mockResolvedValueOnce({ default: 'StatePage' });
  await expect(loadRemoteModule('guides', './StatePage')).resolves.toBeTruthy();
  expect(registerRemotes).toHaveBeenCalledTimes(1);
});

it('does not ask the runtime for a remote the registry left out', async () => {
  await expect(loadRemoteModule('labs', './LabsShowcase')).rejects.toBeInstanceOf(
    RemoteUnavailableError,
  );
  expect(mockedLoad).not.toHaveBeenCalled();
});
