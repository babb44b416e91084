import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Sql } from '../../db/client';
import type { Env } from '../../env';
import { createOverpassClient, type OverpassClientOptions } from './fetch-overpass';
import { formatImportSummary } from './format-import-summary';
import { importOverpass, totalSummary } from './import-overpass';
import {
  fileFormat,
  importPlacesFile,
  type ImportFormat,
  type ImportScope,
  type ImportSummary,
} from './import-places';
import { planOverpassImport, type OverpassArea } from './overpass-areas';
import { CSV_COLUMNS, CSV_DEFAULT_ATTRIBUTION } from './read-csv-places';
import { OVERTURE_ATTRIBUTION } from './read-overture-places';

export const USAGE = `Usage:
  import-places FILE [--area AREA] [--allow-removals] [--keep-sample] [--attribution TEXT]
                [--license ID]
  import-places --overpass AREA [--allow-removals] [--keep-sample] [--restart]

  FILE            file.json     an Overpass API answer ("out center tags"), credited
                                "© OpenStreetMap contributors", ODbL-1.0
                  file.csv      a header row naming any of: ${CSV_COLUMNS.join(', ')}
                                (name, latitude and longitude are required)
                  file.parquet  Overture Maps places (GeoParquet: the places theme, or an
                                extract with name, category, lon, lat…); pizza rows only
  --overpass AREA  fetch from OpenStreetMap's Overpass API (OVERPASS_URL): "City, ST",
                  a state code (IL) or US (every state and DC, one at a time; an
                  interrupted run resumes at the state it stopped in)
  --area AREA     the area FILE covers ("City, ST", a state code or US): places of the
                  same source inside it that FILE lacks leave the site. Without it a file
                  import removes nothing.
  --allow-removals  let a refresh remove every place of its area, or more than half of
                  ten or more (each state on its own with --overpass US); without it such
                  a run stops before removing anything, taking the answer for empty or cut
                  short
  --keep-sample   keep the fictional sample catalog (a real import removes it)
  --restart       with --overpass US: start over instead of resuming
  --attribution, --license   the credit stored with CSV rows (and the licence of
                  Overture rows whose sources name none)

See api/src/catalog/import/README.md.`;

export interface ImportArguments {
  file?: string;
  overpass?: string;
  area?: string;
  keepSample: boolean;
  allowRemovals: boolean;
  restart: boolean;
  attribution?: string;
  license?: string;
  help: boolean;
}

export function parseImportArguments(argv: readonly string[]): ImportArguments {
  const options: ImportArguments = {
    keepSample: false,
    allowRemovals: false,
    restart: false,
    help: false,
  };
  const value = (index: number, name: string) => {
    const next = argv[index];
    if (next === undefined || next.startsWith('--'))
      throw new Error(`${name} needs a value\n\n${USAGE}`);
    return next;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--attribution') options.attribution = value(++i, arg);
    else if (arg === '--license') options.license = value(++i, arg);
    else if (arg === '--overpass') options.overpass = value(++i, arg);
    else if (arg === '--area') options.area = value(++i, arg);
    else if (arg === '--keep-sample') options.keepSample = true;
    else if (arg === '--allow-removals') options.allowRemovals = true;
    else if (arg === '--restart') options.restart = true;
    else if (!arg.startsWith('--') && !options.file) options.file = arg;
    else throw new Error(`Unknown argument ${arg}\n\n${USAGE}`);
  }
  if (options.file && options.overpass)
    throw new Error(`Give a FILE or --overpass, not both.\n\n${USAGE}`);
  if (options.area && !options.file)
    throw new Error(`--area goes with a FILE (--overpass names its own area).\n\n${USAGE}`);
  if (options.allowRemovals && !options.area && !options.overpass)
    throw new Error(`--allow-removals goes with --area or --overpass.\n\n${USAGE}`);
  return options;
}

/** pnpm runs package commands in api/; a path typed at the repository root still works. */
export function locateImportFile(file: string, initCwd: string | undefined): string {
  const candidates = [path.resolve(file)];
  if (initCwd) candidates.push(path.resolve(initCwd, file));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`No such file: ${file}`);
  return found;
}

/** The scope of a file import: the area as --overpass would name it, for the file's source. */
function fileScope(area: string, format: ImportFormat): ImportScope {
  const plan = planOverpassImport(area);
  if (plan.areas.length > 1) {
    return { key: `${format}:US`, source: format, label: plan.label, area: { kind: 'all' } };
  }
  const { scope } = plan.areas[0];
  return { ...scope, key: scope.key.replace(/^osm:/, `${format}:`), source: format };
}

/** Where the command writes: stdout for results, stderr for progress (a TTY gets a bar). */
export interface CommandOutput {
  out: (line: string) => void;
  err: { write: (text: string) => unknown; isTTY?: boolean };
}

/** One progress display: a bar redrawn in place on a terminal, plain lines elsewhere (CI). */
function progress(output: CommandOutput) {
  const tty = output.err.isTTY === true;
  let lastLine = '';
  let lastPlainAt = -1;
  const bar = (fraction: number) => {
    const width = 24;
    const filled = Math.max(0, Math.min(width, Math.round(fraction * width)));
    return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
  };
  return {
    /** An area of a run of several: "state n of 51, places so far". */
    area(index: number, count: number, label: string, placesSoFar: number, resumed: boolean) {
      const line = `${bar(index / count)} ${index + 1}/${count} ${label}${resumed ? ' (done by the earlier run)' : ''} · ${placesSoFar} places so far`;
      if (tty) output.err.write(`\r${line.padEnd(lastLine.length)}`);
      else output.err.write(`import-places: ${line}\n`);
      lastLine = line;
    },
    rows(processed: number, total: number | undefined) {
      const fraction = total ? processed / total : 1;
      const line = `${bar(fraction)} ${processed}/${total ?? '?'} rows`;
      if (tty) {
        output.err.write(`\r${line.padEnd(lastLine.length)}`);
        lastLine = line;
        return;
      }
      // Plain lines: one per batch is plenty, none repeated.
      if (processed === lastPlainAt) return;
      lastPlainAt = processed;
      output.err.write(
        `import-places: ${processed}/${total ?? '?'} rows (${Math.floor(fraction * 100)}%)\n`,
      );
    },
    message(text: string) {
      output.err.write(tty && lastLine ? `\n${text}\n` : `${text}\n`);
      lastLine = '';
    },
    done() {
      if (tty && lastLine) output.err.write('\n');
      lastLine = '';
    },
  };
}

export interface ImportCommandContext extends CommandOutput {
  sql: Sql;
  env: Pick<Env, 'OVERPASS_URL' | 'OVERPASS_CONTACT' | 'PUBLIC_URL'>;
  initCwd?: string;
  /** Overpass client settings tests replace: sleep, random, attempts. */
  overpass?: Partial<OverpassClientOptions>;
}

/** The User-Agent Overpass operators ask for: who runs the import and how to reach them. */
export function overpassUserAgent(env: ImportCommandContext['env']): string {
  const contact = env.OVERPASS_CONTACT ? `; ${env.OVERPASS_CONTACT}` : '';
  return `PizzaAtlas-import/1.0 (Pizza Atlas place directory; +${env.PUBLIC_URL}${contact})`;
}

/**
 * Said before asking a public Overpass server without a way to reach the operator, or as
 * a site with no public address: the servers' operators ask heavy users to be reachable,
 * and a User-Agent naming http://localhost tells them nothing. Undefined when all is set,
 * or for a server of one's own (a local stand-in, a private instance on this network).
 */
export function contactNote(env: ImportCommandContext['env']): string | undefined {
  const host = new URL(env.OVERPASS_URL).hostname;
  const local = /^(localhost|127\.|10\.|192\.168\.|\[::1\]$)/.test(host) || !host.includes('.');
  if (local) return undefined;
  const missing = [
    !env.OVERPASS_CONTACT && 'OVERPASS_CONTACT (an email address)',
    /^https?:\/\/(localhost|127\.)/.test(env.PUBLIC_URL) &&
      "PUBLIC_URL (the site's public address)",
  ].filter(Boolean);
  if (missing.length === 0) return undefined;
  return `Note: set ${missing.join(' and ')} in .env: ${host}'s operators ask heavy users to say who they are and how to reach them (sent in the User-Agent).`;
}

/** Whether an area's run changed the catalog (not only read, unchanged or skipped rows). */
export function hasChanges(summary: ImportSummary): boolean {
  return (
    summary.imported +
      summary.updated +
      (summary.restored ?? 0) +
      summary.removed +
      (summary.merged ?? 0) +
      (summary.sampleRemoved ?? 0) >
    0
  );
}

/** Said before a single area's query: what is asked, of whom, and how long it may take. */
export function askingLine(area: OverpassArea, url: string): string {
  const seconds = Number(/\[timeout:(\d+)\]/.exec(area.query)?.[1] ?? 180);
  const minutes = Math.ceil((seconds + 60) / 60);
  return `Asking Overpass (${new URL(url).host}) for the pizza places of ${area.scope.label}; the answer can take up to ${minutes} minutes.`;
}

/**
 * The import command: a file, or an area fetched from Overpass. Writes the summary on
 * out and progress on err; throws with a message naming the cause when the run stops.
 */
export async function runImportCommand(
  options: ImportArguments,
  context: ImportCommandContext,
): Promise<ImportSummary> {
  const show = progress(context);
  if (options.overpass) {
    const plan = planOverpassImport(options.overpass);
    const note = contactNote(context.env);
    if (note) show.message(note);
    const client = createOverpassClient({
      url: context.env.OVERPASS_URL,
      userAgent: overpassUserAgent(context.env),
      onRetry: ({ attempt, delayMs, cause }) =>
        show.message(
          `Overpass: ${cause.replace(/[.;:\s]+$/, '')}; trying again in ${Math.ceil(delayMs / 1000)} s (attempt ${attempt + 1})`,
        ),
      ...context.overpass,
    });
    let placesSoFar = 0;
    let current = plan.areas[0];
    let result;
    try {
      result = await importOverpass(context.sql, plan, {
        client,
        keepSample: options.keepSample,
        allowRemovals: options.allowRemovals,
        restart: options.restart,
        onArea: ({ index, count, area, resumed }) => {
          current = area;
          if (count > 1) show.area(index, count, area.scope.label, placesSoFar, resumed);
          // One area shows no bar while Overpass works (up to 16 minutes for a big state).
          else show.message(askingLine(area, context.env.OVERPASS_URL));
        },
        onAreaDone: (summary) => {
          placesSoFar +=
            summary.imported + summary.updated + summary.unchanged + (summary.restored ?? 0);
        },
        onProgress:
          plan.areas.length > 1 ? undefined : (processed, total) => show.rows(processed, total),
      });
    } catch (error) {
      show.done();
      const resume =
        plan.areas.length > 1
          ? ` The states finished so far are kept; the next run of --overpass ${options.overpass} resumes at ${current.scope.label} (--restart starts over).`
          : '';
      throw new Error(`${(error as Error).message}${resume}`, { cause: error });
    }
    show.done();
    if (result.areas.length > 1) {
      // A national run: the states where something changed, then the rest in one line.
      const changed = result.areas.filter(({ summary }) => hasChanges(summary));
      for (const { label, summary, resumed } of changed) {
        context.out(
          `  ${label}: ${summary.read} read, ${summary.imported} new, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.restored ?? 0} restored, ${summary.removed} removed, ${summary.skipped} skipped${resumed ? ' (earlier run)' : ''}`,
        );
      }
      const quiet = result.areas.length - changed.length;
      if (quiet > 0) {
        context.out(`  ${changed.length === 0 ? 'All' : 'The other'} ${quiet} areas: no changes.`);
      }
    }
    const total = totalSummary(result);
    context.out(
      formatImportSummary(`Overpass: ${plan.label}`, total, {
        area: plan.label,
        keepSample: options.keepSample,
      }),
    );
    if (result.resumed > 0)
      context.out(
        `Resumed: ${result.resumed} of ${plan.areas.length} areas were done by the earlier run.`,
      );
    return total;
  }
  if (!options.file) throw new Error(USAGE);
  const file = locateImportFile(options.file, context.initCwd);
  const format = await fileFormat(file);
  const scope = options.area ? fileScope(options.area, format) : undefined;
  const summary = await importPlacesFile(context.sql, file, {
    attribution: options.attribution,
    license: options.license,
    scope,
    keepSample: options.keepSample,
    allowRemovals: options.allowRemovals,
    onProgress: (processed, total) => show.rows(processed, total),
  });
  show.done();
  context.out(
    formatImportSummary(options.file, summary, {
      area: scope?.label,
      keepSample: options.keepSample,
    }),
  );
  if (!scope)
    context.out('  No --area given: this file refreshes no area, so nothing was removed.');
  if (format === 'csv' && options.attribution === undefined && options.license === undefined) {
    context.out(
      `  No --attribution given: places already imported kept their credit; new ones are credited "${CSV_DEFAULT_ATTRIBUTION}"${scope ? ', and only places with that credit could be removed' : ''}.`,
    );
  }
  if (format === 'overture') {
    context.out(
      `Data ${OVERTURE_ATTRIBUTION}; each row keeps its sources' licence (CDLA-Permissive-2.0, Apache-2.0, CC0…), see https://docs.overturemaps.org/attribution/.`,
    );
  }
  return summary;
}
