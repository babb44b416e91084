import type { PlatformManifest } from '@pizza-atlas/contracts';
import { createContext, useContext } from 'react';
import { create } from 'zustand';
import { SNAPSHOT_GLOBAL, type PageSnapshot } from './core/snapshot';

export const EMPTY_MANIFEST: PlatformManifest = { remotes: [], features: {} };

/** What the server inlined into this page, if it did. */
export function readSnapshot(): Partial<PageSnapshot> {
  return (
    ((globalThis as Record<string, unknown>)[SNAPSHOT_GLOBAL] as PageSnapshot | undefined) ?? {}
  );
}

export function readInlinedManifest(): PlatformManifest {
  return readSnapshot().manifest ?? EMPTY_MANIFEST;
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

/**
 * The site's public origin. The server renders with the origin it serves (PUBLIC_URL or
 * the request's host) and inlines it, so the browser builds the same absolute URLs.
 */
export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  const rendered = useContext(SiteOriginContext);
  if (rendered) return rendered;
  return readSnapshot().origin ?? globalThis.location?.origin ?? '';
}
