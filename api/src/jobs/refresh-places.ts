import type { Sql } from '../db/client';
import type { Env } from '../env';
import type { FleetJob } from './fleet-queue';
import { parseImportArguments, runImportCommand } from '../catalog/import/import-command';
import { TooManyRemovalsError } from '../catalog/import/import-places';
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
 * within CATALOG_WATCH_SECONDS. An area that fails is said and the next one still runs; one
 * whose refresh would remove all or most of its places (decision 0080) is refused, with the
 * command that removes them if the operator finds them really gone.
 */
export async function refreshPlaces(
  sql: Sql,
  env: Pick<Env, 'OVERPASS_URL' | 'OVERPASS_CONTACT' | 'PUBLIC_URL'>,
  areas: readonly string[],
  log: { info: (message: string) => void; warn: (error: unknown, message: string) => void },
  overpass?: Parameters<typeof runImportCommand>[1]['overpass'],
): Promise<{ refreshed: string[]; refused: string[]; failed: string[] }> {
  const refreshed: string[] = [];
  const refused: string[] = [];
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
      const tooMany = removalsRefused(error);
      if (tooMany) {
        refused.push(area);
        log.warn(
          undefined,
          `place refresh of ${area} refused: Overpass no longer lists ${tooMany.removed} of its ` +
            `${tooMany.listed} places, more likely an empty or incomplete answer than closures. ` +
            `Nothing was removed, and the next scheduled refresh asks again. If they are really ` +
            `gone, remove them with: npm run import-places -- --overpass "${area}" --allow-removals`,
        );
      } else {
        failed.push(area);
        log.warn(error, `place refresh of ${area} stopped`);
      }
    }
  }
  return { refreshed, refused, failed };
}

/** The refusal of decision 0080 behind an error (the import command adds its cause's context). */
function removalsRefused(error: unknown): TooManyRemovalsError | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof TooManyRemovalsError) return cause;
  }
  return undefined;
}

/**
 * The scheduled job: `refresh` for every area, or, when pg-boss tries a job again after an
 * area stopped (Overpass failing after the importer's own retries), for the areas that
 * attempt left to do. Areas refreshed or refused are done: a refused one stays refused until
 * someone looks. What each job has done is kept by its id in this process; an attempt on
 * another server asks for every area again, which is only slower.
 */
export function refreshJob(
  areas: readonly string[],
  refresh: (
    areas: readonly string[],
  ) => Promise<{ refreshed: string[]; refused: string[]; failed: string[] }>,
): FleetJob {
  const doneByJob = new Map<string, Set<string>>();
  return async (attempt) => {
    const done = doneByJob.get(attempt.id) ?? new Set<string>();
    const result = await refresh(areas.filter((area) => !done.has(area)));
    for (const area of [...result.refreshed, ...result.refused]) done.add(area);
    if (result.failed.length === 0) {
      doneByJob.delete(attempt.id);
      return;
    }
    doneByJob.set(attempt.id, done);
    throw new Error(`place refresh stopped for ${result.failed.join('; ')}`);
  };
}
