import type { Sql } from '../db/client';
import type { Env } from '../env';
import { parseImportArguments, runImportCommand } from '../catalog/import/import-command';
import { planOverpassImport } from '../catalog/import/overpass-areas';

/** REFRESH_AREAS ("Chicago, IL; TX") as areas, each checked as the import command would. */
export function refreshAreas(setting: string): string[] {
  const areas = setting
    .split(';')
    .map((area) => area.trim())
    .filter(Boolean);
  for (const area of areas) planOverpassImport(area);
  return areas;
}

/**
 * The scheduled refresh of real places (decision 0033): each area fetched from Overpass
 * again, one after the other, through the import command's own path. Changed places are
 * updated in place, places the source dropped leave the site, and every app server notices
 * within CATALOG_WATCH_SECONDS. An area that fails is said and the next one still runs.
 */
export async function refreshPlaces(
  sql: Sql,
  env: Pick<Env, 'OVERPASS_URL' | 'OVERPASS_CONTACT' | 'PUBLIC_URL'>,
  areas: readonly string[],
  log: { info: (message: string) => void; warn: (error: unknown, message: string) => void },
  overpass?: Parameters<typeof runImportCommand>[1]['overpass'],
): Promise<{ refreshed: string[]; failed: string[] }> {
  const refreshed: string[] = [];
  const failed: string[] = [];
  for (const area of areas) {
    const lines: string[] = [];
    try {
      await runImportCommand(parseImportArguments(['--overpass', area]), {
        sql,
        env,
        out: (line) => lines.push(line),
        err: { write: () => true },
        overpass,
      });
      refreshed.push(area);
      log.info(`place refresh of ${area}:\n${lines.join('\n')}`);
    } catch (error) {
      failed.push(area);
      log.warn(error, `place refresh of ${area} stopped`);
    }
  }
  return { refreshed, failed };
}
