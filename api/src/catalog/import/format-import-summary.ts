import type { ImportSummary } from './import-places';
import { OSM_ATTRIBUTION, OSM_LICENSE } from './read-overpass-places';

const FORMAT_NAMES = {
  osm: 'OpenStreetMap Overpass JSON',
  overture: 'Overture Maps places (GeoParquet)',
  csv: 'CSV',
};

/** The importer's closing report, as printed by the CLI. */
export function formatImportSummary(
  file: string,
  summary: ImportSummary,
  /** The area the run refreshed (its label), and whether the sample was kept. */
  run: { area?: string; keepSample?: boolean } = {},
): string {
  const lines = [
    `Imported ${file} (${FORMAT_NAMES[summary.format]})`,
    `  read       ${summary.read}`,
    `  imported   ${summary.imported}`,
    `  updated    ${summary.updated}`,
    `  unchanged  ${summary.unchanged}`,
    `  restored   ${summary.restored} (places removed earlier that the source lists again)`,
    `  merged     ${summary.merged} (the same place from another source, credited there)`,
    `  removed    ${summary.removed}${run.area ? ` (places of ${run.area} the source no longer has)` : ''}`,
    run.keepSample
      ? '  sample     kept (--keep-sample)'
      : `  sample     ${summary.sampleRemoved} sample places removed`,
    `  skipped    ${summary.skipped}`,
  ];
  for (const { reason, count, examples } of summary.skipReasons) {
    const more = count > examples.length ? ', …' : '';
    lines.push(`    ${count} × ${reason}: ${examples.join(', ')}${more}`);
  }
  if (summary.remark)
    lines.push(`Overpass remark (the export may be incomplete): ${summary.remark}`);
  if (summary.format === 'osm') {
    lines.push(
      `Data ${OSM_ATTRIBUTION}, ${OSM_LICENSE} (https://www.openstreetmap.org/copyright); the credit is stored with every row.`,
    );
  }
  return lines.join('\n');
}
