import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { PlatformManifest, RemoteName } from '@pizza-atlas/contracts';
import { useManifestStore } from '@pizza-atlas/platform';

export function manifestWith(
  remotes: RemoteName[],
  features: Record<string, boolean> = {},
): PlatformManifest {
  return {
    remotes: remotes.map((name) => ({
      name,
      version: '1',
      entry: `/remotes/${name}/1/mf-manifest.json`,
    })),
    features,
  };
}

export const ALL_REMOTES: RemoteName[] = ['discovery', 'guides', 'labs', 'partners'];

/** Renders inside a router with the given registry snapshot. */
export function renderWithManifest(ui: ReactNode, manifest: PlatformManifest, path = '/') {
  useManifestStore.getState().setManifest(manifest);
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}
