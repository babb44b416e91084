import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReadBatch } from '../src/catalog/import/import-places';
import { parseCsvStream } from '../src/catalog/import/parse-csv';
import { readCsvPlacesFile } from '../src/catalog/import/read-csv-places';

// Issue 23, item 8: a CSV file is streamed in batches, so a national file is read in
// constant memory, with the rules and messages of the in-memory reader.

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pa-csv-stream-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function writeCsv(name: string, lines: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** Row i of a generated file: its own id, name and point, so every row can be checked. */
const row = (i: number, delimiter = ',') =>
  [`p${i}`, `"Pie ${i}, Inc."`, `${40 + i / 100_000}`, '-87.6', '"neapolitan;wood_fired"'].join(
    delimiter,
  );
const HEADER = 'id,name,latitude,longitude,categories';

async function collect(batches: AsyncIterable<ReadBatch>): Promise<ReadBatch[]> {
  const all: ReadBatch[] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

it('reads a 10,000-row file in batches of 500, every row once, in order, with its line', async () => {
  const rows = Array.from({ length: 10_000 }, (_, i) => row(i));
  const file = writeCsv('ten-thousand.csv', [HEADER, ...rows]);
  const batches = await collect(readCsvPlacesFile(file, { attribution: 'Test data' }));

  expect(batches.map((batch) => batch.candidates.length)).toEqual(Array(20).fill(500));
  const candidates = batches.flatMap((batch) => batch.candidates);
  expect(candidates.map((place) => place.sourceId)).toEqual(
    Array.from({ length: 10_000 }, (_, i) => `id:p${i}`),
  );
  expect(candidates[6_999]).toMatchObject({
    ref: 'line 7001',
    name: 'Pie 6999, Inc.',
    latitude: 40.06999,
    longitude: -87.6,
    categories: ['pizza', 'neapolitan', 'wood_fired'],
    attribution: 'Test data',
  });
});

it('stops at an unclosed quote in row 7,000 naming the line it opened on, after the batches before it', async () => {
  // Plain rows: a later quote would close the broken one, as CSV reads it.
  const rows = Array.from({ length: 10_000 }, (_, i) => `p${i},Pie ${i},40,-87.6,`);
  // Row 7,000 (line 7,001) opens a quote that never closes.
  rows[6_999] = `p6999,"Broken Pie,40.1,-87.6,`;
  const file = writeCsv('unclosed.csv', [HEADER, ...rows]);
  const seen: number[] = [];
  await expect(
    (async () => {
      for await (const batch of readCsvPlacesFile(file)) seen.push(batch.candidates.length);
    })(),
  ).rejects.toThrow(/^Line 7001: a quoted field is never closed/);
  // The 13 full batches before line 7,001 were handed on; nothing after it was.
  expect(seen).toEqual(Array(13).fill(500));
});

it('detects the delimiter from the header line, even when it arrives in pieces', async () => {
  async function* pieces() {
    // The header split across pieces: the delimiter is decided only once it is whole.
    yield '\uFEFFid;na';
    yield 'me;"lat,itude";longitude\r\n1;"A, B";41';
    yield '.9;-87.6\r\n2;C;42;-88\r\n';
  }
  const records = [];
  for await (const record of parseCsvStream(pieces())) records.push(record);
  expect(records).toEqual([
    { line: 1, fields: ['id', 'name', 'lat,itude', 'longitude'] },
    { line: 2, fields: ['1', 'A, B', '41.9', '-87.6'] },
    { line: 3, fields: ['2', 'C', '42', '-88'] },
  ]);

  const tabs = writeCsv('tabs.csv', [HEADER.replaceAll(',', '\t'), row(1, '\t'), row(2, '\t')]);
  const [batch] = await collect(readCsvPlacesFile(tabs));
  expect(batch.candidates.map((place) => [place.name, place.latitude])).toEqual([
    ['Pie 1, Inc.', 40.00001],
    ['Pie 2, Inc.', 40.00002],
  ]);
});

it('names what is wrong with the header or an empty file', async () => {
  const empty = writeCsv('empty.csv', []);
  await expect(collect(readCsvPlacesFile(empty))).rejects.toThrow('The CSV file is empty.');
  const noPoint = writeCsv('no-point.csv', ['name,city', 'Pie,Austin']);
  await expect(collect(readCsvPlacesFile(noPoint))).rejects.toThrow('missing: latitude, longitude');
});

it('keeps a multi-line quoted field in one record and numbers the lines after it', async () => {
  const file = writeCsv('multiline.csv', [HEADER, 'a,"Two\nLines",41,-87,', 'b,Next,42,-88,']);
  const [batch] = await collect(readCsvPlacesFile(file));
  expect(batch.candidates.map((place) => [place.ref, place.name])).toEqual([
    ['line 2', 'Two\nLines'],
    ['line 4', 'Next'],
  ]);
});
