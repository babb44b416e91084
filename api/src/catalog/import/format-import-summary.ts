import type { ImportSummary } from './import-places';
import { OSM_ATTRIBUTION, OSM_LICENSE } from './read-overpass-places';

const FORMAT_NAMES = {
  osm: 'OpenStreetMap Overpass JSON',
  overture: 'Overture Maps places (GeoParquet)',
  csv: 'CSV',
};

/** The importer's closing report, as printed by the CLI. */
export function formatImportSummary(file: string, summary: ImportSummary): string {
  const lines = [
    `Imported ${file} (${FORMAT_NAMES[summary.format]})`,
    `  read       ${summary.read}`,
    `  imported   ${summary.imported}`,
    `  updated    ${summary.updated}`,
    `  unchanged  ${summary.unchanged}`,
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
