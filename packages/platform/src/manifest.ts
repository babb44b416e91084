import type { PlatformManifest } from '@pizza-atlas/contracts';
import { createContext, useContext } from 'react';
import { create } from 'zustand';
import { SNAPSHOT_GLOBAL } from './core/snapshot';

export const EMPTY_MANIFEST: PlatformManifest = { remotes: [], features: {} };

export function readInlinedManifest(): PlatformManifest {
  const value = (globalThis as Record<string, unknown>)[SNAPSHOT_GLOBAL] as
    { manifest?: PlatformManifest } | undefined;
  return value?.manifest ?? EMPTY_MANIFEST;
}

interface ManifestState {
  manifest: PlatformManifest;
  setManifest: (manifest: PlatformManifest) => void;
}

export const useManifestStore = create<ManifestState>((set) => ({
  manifest: readInlinedManifest(),
  setManifest: (manifest) => set({ manifest }),
}));

/**
 * The registry snapshot of one server render. A store is one per process, and on the
 * server zustand only ever reads its initial state, so the server passes each request's
 * snapshot down instead. The browser provides none and reads the store.
 */
export const ManifestContext = createContext<PlatformManifest | null>(null);

export function useManifest(): PlatformManifest {
  const rendered = useContext(ManifestContext);
  const stored = useManifestStore((state) => state.manifest);
  return rendered ?? stored;
}
