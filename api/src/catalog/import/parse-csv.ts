import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse as parseStream, CsvError, type Options } from 'csv-parse';
import { CsvError as SyncCsvError, parse as parseSync } from 'csv-parse/sync';

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

interface ParsedRow {
  record: string[];
  info: { lines: number };
}

/**
 * One csv-parse configuration and one way of numbering lines for the in-memory and the
 * streaming reader, so both accept the same files and word their errors the same.
 */
function csvReader(delimiter: CsvDelimiter) {
  // The last line of the last record read: a parse error lies in the record after it.
  let lastEnd = 0;
  let previousEnd = 0;
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
  return {
    options,
    toRecord({ record, info }: ParsedRow): CsvRecord {
      // A record that spans lines ends at info.lines; it starts after the one before it.
      const newlines = record.reduce((sum, field) => sum + (field.match(/\n/g)?.length ?? 0), 0);
      const line = Math.max(previousEnd + 1, info.lines - newlines);
      previousEnd = info.lines;
      return { line, fields: record };
    },
    explain(error: unknown): unknown {
      // The stream and sync builds of csv-parse each have their own CsvError class.
      if (!(error instanceof CsvError || error instanceof SyncCsvError)) return error;
      const start = lastEnd + 1;
      if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
        return new CsvFileError(
          `Line ${start}: a quoted field is never closed, so the rest of the file would be read into it. Close the quote (write "" for a quote inside a field).`,
          start,
        );
      }
      return new CsvFileError(`Line ${start}: ${error.message}`, start);
    },
  };
}

/** A CSV file that cannot be read as written: running it again fails the same way until it is fixed. */
export class CsvFileError extends Error {
  readonly code = 'CSV_FILE_ERROR';

  constructor(
    message: string,
    /** The line to fix. */
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvFileError';
  }
}

/**
 * Reads CSV text (RFC 4180 through csv-parse: double-quoted fields with "" escapes and line
 * breaks inside quotes, LF or CRLF, a leading BOM) with a comma, semicolon or tab
 * delimiter into records. Blank lines are dropped. A malformed file (a quote never closed,
 * a stray quote) throws an Error that names the line.
 */
export function parseCsv(text: string): CsvRecord[] {
  const reader = csvReader(detectDelimiter(text.replace(/^\uFEFF/, '')));
  try {
    const rows = parseSync(text, reader.options) as unknown as ParsedRow[];
    return rows.map((row) => reader.toRecord(row));
  } catch (error) {
    throw reader.explain(error);
  }
}

/**
 * parseCsv for text that arrives in pieces (a file stream): records come out as they are
 * read, so memory does not grow with the file. The delimiter is detected from the header
 * line, so the pieces are held only until the first line break.
 */
export async function* parseCsvStream(pieces: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  const iterator = pieces[Symbol.asyncIterator]();
  let head = '';
  let ended = false;
  while (!/[\r\n]/.test(head)) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head += next.value;
  }
  const reader = csvReader(detectDelimiter(head.replace(/^\uFEFF/, '')));
  async function* text() {
    yield head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  }
  const parser = parseStream(reader.options);
  // The pipeline pauses reading while the consumer below is busy (back-pressure); a read
  // error destroys the parser, which ends the loop with that error.
  const fed = pipeline(Readable.from(text()), parser);
  fed.catch(() => undefined);
  try {
    for await (const row of parser) yield reader.toRecord(row as ParsedRow);
    await fed;
  } catch (error) {
    throw reader.explain(error);
  } finally {
    parser.destroy();
  }
}
