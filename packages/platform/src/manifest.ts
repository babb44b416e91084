import type { PlatformManifest } from '@pizza-atlas/contracts';
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

export function useManifest(): PlatformManifest {
  return useManifestStore((state) => state.manifest);
}
