// Reads the Prometheus text exposition format (version 0.0.4) strictly: every line is a
// comment (# HELP / # TYPE), blank, or a sample `name{label="value",…} number`. A line that
// is none of these fails the test, so the metrics' text is checked, not just searched.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** Metric family name → its TYPE line's type. */
  types: Map<string, string>;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/y;
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const HELP = new RegExp(`^# HELP ${NAME} .*$`);

export function parsePrometheusText(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || HELP.test(line)) continue;
    const type = TYPE.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`Not a line of the text format: ${line}`);
    const value = readNumber(sample[3]!);
    if (value === undefined) throw new Error(`Not a number: ${line}`);
    samples.push({ name: sample[1]!, labels: readLabels(sample[2] ?? '', line), value });
  }
  return { types, samples };
}

/** A float as Prometheus reads one (Go's ParseFloat): NaN and Inf in any case ("Nan" too). */
function readNumber(text: string): number | undefined {
  if (/^nan$/i.test(text)) return NaN;
  const infinite = /^([+-]?)inf$/i.exec(text);
  if (infinite) return infinite[1] === '-' ? -Infinity : Infinity;
  const value = Number(text);
  return text.trim() === '' || Number.isNaN(value) ? undefined : value;
}

function readLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`Bad labels: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_all, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

/** The samples named `name` whose labels include `labels`. */
export function samplesOf(
  scraped: Exposition,
  name: string,
  labels: Record<string, string> = {},
): Sample[] {
  return scraped.samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}

/** The sum of the samples named `name` whose labels include `labels` (0 if none). */
export function sampleTotal(
  scraped: Exposition,
  name: string,
  labels: Record<string, string> = {},
): number {
  return samplesOf(scraped, name, labels).reduce((sum, sample) => sum + sample.value, 0);
}
