/**
 * Facts kept as the place's source states them, each under one name: the OSM tag, the
 * CSV column, the `catalog_restaurants` column and the Restaurant field are all called
 * this. Read as text, trimmed, null when absent or blank (see sourceTextFacts).
 */
export const SOURCE_TEXT_FIELDS = ['brand'] as const;
export type SourceTextField = (typeof SOURCE_TEXT_FIELDS)[number];
export type SourceTextFacts = Record<SourceTextField, string | null>;

/** The longest text fact kept; a longer one is not a plain fact and is dropped. */
const MAX_TEXT_FACT = 200;

/** The text facts found by name in `read` (an OSM tag, a CSV cell): trimmed, null when blank. */
export function sourceTextFacts(read: (name: SourceTextField) => string): SourceTextFacts {
  const facts: Record<string, string | null> = {};
  for (const field of SOURCE_TEXT_FIELDS) {
    const text = read(field).replace(/\s+/g, ' ').trim();
    facts[field] = text === '' || text.length > MAX_TEXT_FACT ? null : text;
  }
  return facts as SourceTextFacts;
}

/** A place's text facts, null for each it leaves out. */
export function textFactsOf(place: Partial<SourceTextFacts>): SourceTextFacts {
  const facts: Record<string, string | null> = {};
  for (const field of SOURCE_TEXT_FIELDS) facts[field] = place[field] ?? null;
  return facts as SourceTextFacts;
}
