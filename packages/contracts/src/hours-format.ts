import type {
  HoursInterval,
  HoursRow,
  ListedOpenStatus,
  ListedRestaurant,
  OpenStatus,
  WeeklyHoursDay,
} from './restaurants';

/**
 * The one formatter of opening hours for every remote (decision 0031). The server decides
 * (open or not, the next change, the week's rows, the holiday); this only writes it in
 * words: day names, 12-hour times, 'Opens Tue 11 AM', 'Closes 10 PM'.
 */

/** Day names, Sunday first (weekday 0 is Sunday, as everywhere in the data). */
export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const SHORT_DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Weekdays as a week is read, Monday first. */
export const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

/** 'HH:MM' → '10 PM', '4:30 PM', '12 PM' (noon), '12 AM' (midnight, also '24:00'). */
export function formatTime(time: string): string {
  const hours = Number(time.slice(0, 2)) % 24;
  const minutes = time.slice(3, 5);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${minutes === '00' ? '' : `:${minutes}`} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * How the hours mark an interval the source qualifies: its comment in brackets, the same
 * whether the rule says open ('cash only') or leaves it unknown ('kitchen closes 30 minutes
 * earlier'); an unknown interval without a comment reads '(unconfirmed)'. '' for neither.
 */
function intervalNote(interval: HoursInterval): string {
  if (interval.comment) return ` (${interval.comment})`;
  return interval.unknown ? ' (unconfirmed)' : '';
}

/**
 * '11 AM – 10 PM', '5 PM – 2 AM', '4 PM – 9 PM (kitchen closes 30 minutes earlier)'; an
 * open end without the close the library guesses: 'from 5 PM (closing time not given)'.
 */
export function formatInterval(interval: HoursInterval): string {
  const start = formatTime(interval.start);
  const note = intervalNote(interval);
  if (interval.open_end) return `from ${start}${note}`;
  return `${start} – ${formatTime(interval.end)}${note}`;
}

/** What a day the source leaves unknown all day reads: the text as listed says the rest. */
const UNKNOWN_DAY = 'See hours as listed';

/** A whole day the source leaves unknown ('Sa "by appointment"', a trailing comment rule). */
export function isUnknownAllDay(intervals: readonly HoursInterval[] | undefined): boolean {
  const [only, more] = intervals ?? [];
  return !more && !!only?.unknown && only.start === '00:00' && only.end === '24:00';
}

/**
 * A day's hours: 'Closed', 'Open 24 hours', or its intervals joined by commas. A whole day
 * the source leaves unknown reads 'See hours as listed' (its text is shown with the hours),
 * never 'Open 24 hours' nor 'All day'.
 */
export function formatDayHours(intervals: readonly HoursInterval[]): string {
  if (intervals.length === 0) return 'Closed';
  if (isUnknownAllDay(intervals)) return UNKNOWN_DAY;
  const only = intervals[0]!;
  if (intervals.length === 1 && only.start === '00:00' && only.end === '24:00') {
    return `Open 24 hours${intervalNote(only)}`;
  }
  return intervals.map(formatInterval).join(', ');
}

/**
 * The hours as the source wrote them, for 'As listed: …': a value that is one quoted
 * comment reads without its quotes ('"by appointment"' → 'by appointment').
 */
export function asListedText(text: string): string {
  const comment = /^"([^"]+)"$/.exec(text.trim());
  return comment ? comment[1]! : text.trim();
}

type NextChange = NonNullable<OpenStatus['next_change']>;

/** '', 'tomorrow ', 'Sat ' before a time of the next change. */
function dayOf(change: NextChange): string {
  if (change.days_ahead === 0) return '';
  if (change.days_ahead === 1) return 'tomorrow ';
  return `${SHORT_DAY_NAMES[change.weekday]} `;
}

function opensAt(change: NextChange): string {
  return `${dayOf(change)}${formatTime(change.time)}`;
}

/** A close after midnight reads as its time ('2 AM'); a close days away names its day. */
function closesAt(change: NextChange): string {
  return `${change.days_ahead > 1 ? dayOf(change) : ''}${formatTime(change.time)}`;
}

/** 'Opens 4:30 PM', 'Opens tomorrow 11 AM', 'Opens Tue 11 AM'. */
export function opensText(change: NextChange): string {
  return `Opens ${opensAt(change)}`;
}

/** 'Closes 10 PM', 'Closes 2 AM'. */
export function closesText(change: NextChange): string {
  return `Closes ${closesAt(change)}`;
}

export type OpenStatusTone = 'open' | 'closed' | 'gone' | 'unknown';

/** A fallback rule's comment, said once beside the hours: 'Note: call ahead on holidays'. */
export function hoursNoteText(note: string | null | undefined): string | null {
  return note ? `Note: ${note}` : null;
}

/**
 * The open-now line of a card and a restaurant page: 'Open now · closes 10 PM',
 * 'Open 24 hours', 'Closed · opens Sat 12 PM', 'Closed now', 'Permanently closed'. When the
 * source qualifies the hours now (an interval with only a comment, which the rule leaves
 * unknown), today's hours as it gives them, neither open nor closed: 'Hours today: 4 PM –
 * 9 PM (kitchen closes 30 minutes earlier)'. Null when the hours are unknown otherwise.
 */
export function describeOpenStatus(
  status: ListedOpenStatus | undefined,
): { text: string; tone: OpenStatusTone } | null {
  const open = openStatusLine(status);
  // A fallback rule's comment, once, after the state ('Closed · opens 4 PM · call ahead …').
  return open && status?.note ? { ...open, text: `${open.text} · ${status.note}` } : open;
}

function openStatusLine(
  status: ListedOpenStatus | undefined,
): { text: string; tone: OpenStatusTone } | null {
  if (!status) return null;
  if (status.state === 'unknown') {
    const today = status.today_hours;
    if (today?.length && !isUnknownAllDay(today)) {
      return { text: `Hours today: ${formatDayHours(today)}`, tone: 'unknown' };
    }
    // Unknown all day, or not readable at all: the hours as the source wrote them.
    return status.text
      ? { text: `Hours as listed: ${asListedText(status.text)}`, tone: 'unknown' }
      : null;
  }
  if (status.state === 'closed-permanently') return { text: 'Permanently closed', tone: 'gone' };
  const change = status.next_change;
  if (status.state === 'open') {
    return {
      text: change ? `Open now · closes ${closesAt(change)}` : 'Open 24 hours',
      tone: 'open',
    };
  }
  if (!change) return { text: 'Closed now', tone: 'closed' };
  return { text: `Closed · opens ${opensAt(change)}`, tone: 'closed' };
}

/** One line of the week's table: 'Thursday' and '11 AM – 10 PM', today and the holiday marked. */
export interface HoursLine {
  day: string;
  text: string;
  isToday: boolean;
  holiday: string | null;
}

/** A row of the week's table: the server's dated row, or a listed place's (no date or holiday). */
export type HoursLineRow = WeeklyHoursDay & Partial<Pick<HoursRow, 'date' | 'holiday'>>;

/**
 * The week's table from today, from the server's rows or `listedHoursWeek`'s. Empty when
 * the source leaves every day unknown all day (a trailing comment rule, '"by appointment"'):
 * its text as listed is all there is to show.
 */
export function hoursLines(week: readonly HoursLineRow[]): HoursLine[] {
  if (week.every((row) => isUnknownAllDay(row.intervals))) return [];
  return week.map((row, index) => ({
    day: DAY_NAMES[row.weekday]!,
    text: formatDayHours(row.intervals),
    isToday: index === 0,
    holiday: row.holiday ?? null,
  }));
}

/** 'HHMM' → 'HH:MM'. */
const clockTime = (hhmm: string) => `${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}`;

/**
 * A listed place's week from today (decision 0070): a list answer carries no dated rows,
 * only the provider hours `hours[0].open`, which the server makes from those very rows
 * (each row's open intervals under its weekday, an end at midnight as '0000' overnight, an
 * end after midnight as its time overnight), the intervals they cannot say
 * (`open_status.noted_intervals`: unknown, open-ended or commented, decision 0088), and the
 * local weekday `today`. The seven weekdays from today, each with its intervals back in the
 * rows' form and order; the restaurant page reads the rows themselves. Empty when the hours
 * are unknown (no `hours[0]`).
 */
export function listedHoursWeek(
  restaurant: Pick<ListedRestaurant, 'hours' | 'open_status'>,
): WeeklyHoursDay[] {
  // No hours at all: unknown. Hours with no interval: a week closed every day, as its rows say.
  const open = restaurant.hours[0]?.open;
  const today = restaurant.open_status?.today;
  if (!open || today === undefined) return [];
  const noted = restaurant.open_status?.noted_intervals ?? [];
  return Array.from({ length: 7 }, (_, index) => {
    const weekday = (today + index) % 7;
    // (A note keeps its `day`, which nothing reads.)
    const notes: HoursInterval[] = noted.filter((interval) => interval.day === weekday);
    const intervals = open
      .filter((interval) => interval.day === weekday)
      .map((interval): HoursInterval => {
        const atMidnight = interval.is_overnight === true && interval.end === '0000';
        return {
          start: clockTime(interval.start),
          end: atMidnight ? '24:00' : clockTime(interval.end),
          next_day: interval.is_overnight === true && !atMidnight,
        };
      })
      // A commented open interval is its note, comment and all.
      .filter((interval) => !notes.some((note) => !note.unknown && note.start === interval.start))
      .concat(notes)
      .sort((a, b) => a.start.localeCompare(b.start));
    return { weekday, intervals };
  });
}

/** 'Thursday: 11 AM – 10 PM' */
export function formatHoursLine(line: Pick<HoursLine, 'day' | 'text'>): string {
  return `${line.day}: ${line.text}`;
}

/** "Today is Thanksgiving Day (a public holiday): hours may differ." or null. */
export function holidayNote(status: OpenStatus | undefined): string | null {
  return status?.holiday ? `Today is ${status.holiday} (a public holiday).` : null;
}

/** One schema.org OpeningHoursSpecification: weekly (`dayOfWeek`) or dated. */
export type OpeningHoursSpec = {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string;
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
};

/**
 * schema.org OpeningHoursSpecification, one per open interval (not one the source leaves
 * unknown); a close after midnight is given as that time, which schema.org readers take as
 * the next day. For hours the same every week, the weekly form (`dayOfWeek`). For hours
 * that are not (`dated`: a date, a holiday, a season, alternating weeks), each shown day
 * with its date (`validFrom`/`validThrough`), a day closed as opening and closing at 00:00
 * (Google's form for special hours), a day left unknown not at all: a crawler reading them
 * as every week's would be told wrong.
 */
export function openingHoursSpecification(
  days: readonly HoursLineRow[],
  { dated = false }: { dated?: boolean } = {},
): OpeningHoursSpec[] {
  return days.flatMap((day) => {
    const date = dated && day.date;
    const when = date
      ? { validFrom: date, validThrough: date }
      : { dayOfWeek: `https://schema.org/${DAY_NAMES[day.weekday]}` };
    const spans =
      date && !day.intervals.length
        ? [{ start: '00:00', end: '00:00' }]
        : day.intervals.filter((interval) => !interval.unknown);
    return spans.map(({ start, end }) => ({
      '@type': 'OpeningHoursSpecification' as const,
      ...when,
      opens: start,
      closes: end === '24:00' ? '23:59' : end,
    }));
  });
}
