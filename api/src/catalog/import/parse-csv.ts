import { CsvError, parse, type Options } from 'csv-parse/sync';

export interface CsvRecord {
  /** 1-based line where the record starts, for messages. */
  line: number;
  fields: string[];
}

/** The delimiters a file may use; the header line says which (the most frequent there). */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** The delimiter of the first line: whichever of comma, semicolon and tab it holds most of. */
export function detectDelimiter(text: string): CsvDelimiter {
  const firstLine = (/^[^\r\n]*/.exec(text)?.[0] ?? '').replace(/"[^"]*"/g, '');
  let best: CsvDelimiter = ',';
  let bestCount = 0;
  for (const delimiter of CSV_DELIMITERS) {
    const count = firstLine.split(delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Reads CSV text (RFC 4180 through csv-parse: double-quoted fields with "" escapes and line
 * breaks inside quotes, LF or CRLF, a leading BOM) with a comma, semicolon or tab
 * delimiter into records. Blank lines are dropped. A malformed file (a quote never closed,
 * a stray quote) throws an Error that names the line.
 */
export function parseCsv(text: string): CsvRecord[] {
  const delimiter = detectDelimiter(text.replace(/^\uFEFF/, ''));
  let lastEnd = 0;
  try {
    const options: Options = {
      delimiter,
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // A quote inside an unquoted field (Joe's "Famous" Pizza) is part of the text.
      relax_quotes: true,
      on_record: (record, context) => {
        lastEnd = context.lines;
        return record;
      },
    };
    const rows = parse(text, options) as unknown as { record: string[]; info: { lines: number } }[];
    let previousEnd = 0;
    return rows.map(({ record, info }) => {
      // A record that spans lines ends at info.lines; it starts after the one before it.
      const newlines = record.reduce((sum, field) => sum + (field.match(/\n/g)?.length ?? 0), 0);
      const line = Math.max(previousEnd + 1, info.lines - newlines);
      previousEnd = info.lines;
      return { line, fields: record };
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const start = lastEnd + 1;
      if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
        throw new Error(
          `Line ${start}: a quoted field is never closed, so the rest of the file would be read into it. Close the quote (write "" for a quote inside a field).`,
        );
      }
      throw new Error(`Line ${start}: ${error.message}`);
    }
    throw error;
  }
}
