import {
  ReleaseDefinitionsSchema,
  type PlatformManifest,
  type RemoteEntry,
  type RemoteName,
} from '@pizza-atlas/contracts';

// Development only: bootstrap.tsx imports this module on demand, so the schema it checks
// remote definitions with (and zod) stays out of a production page.

const WAIT_MS = 2000;

async function devEntry(
  name: RemoteName,
  origin: string,
  fetcher: typeof fetch,
): Promise<RemoteEntry | null> {
  try {
    const response = await fetcher(`${origin}/routes.json`, {
      signal: AbortSignal.timeout(WAIT_MS),
    });
    if (!response.ok) return null;
    const definitions = ReleaseDefinitionsSchema.parse(await response.json());
    if (definitions.remote !== name) return null;
    return {
      name,
      version: 'dev',
      entry: `${origin}/mf-manifest.json`,
      area: definitions.area,
      pages: definitions.pages,
      widgets: definitions.widgets,
    };
  } catch {
    return null;
  }
}

/**
 * `npm run dev`: every remote whose dev server answers replaces its published release in
 * the snapshot, with the pages its source defines now; the others stay as published.
 * Lab flags still come from the API.
 */
export async function composeDevManifest(
  published: PlatformManifest,
  origins: Partial<Record<RemoteName, string>>,
  fetcher: typeof fetch = fetch,
): Promise<PlatformManifest> {
  const names = Object.keys(origins) as RemoteName[];
  const dev = await Promise.all(names.map((name) => devEntry(name, origins[name]!, fetcher)));
  const byName = new Map<RemoteName, RemoteEntry>(
    published.remotes.map((entry) => [entry.name, entry]),
  );
  for (const entry of dev) if (entry) byName.set(entry.name, entry);
  return {
    ...published,
    remotes: [...byName.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}
