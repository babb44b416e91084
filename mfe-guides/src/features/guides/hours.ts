import { WEEKDAYS, type StaticListing, type Weekday } from '@pizza-atlas/contracts';

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** '9:30 PM' → '21:30'; undefined when it is not a time of day. */
export function to24Hour(text: string): string | undefined {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AP]M)\s*$/i.exec(text);
  if (!match) return undefined;
  const [, hours, minutes, half] = match;
  const hour = Number(hours);
  if (hour < 1 || hour > 12 || Number(minutes) > 59) return undefined;
  const value = (hour % 12) + (half!.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(value).padStart(2, '0')}:${minutes}`;
}

/** '11:00 AM - 10:00 PM' → opening and closing times; undefined for 'Closed' or odd text. */
export function readOpening(text: string): { opens: string; closes: string } | undefined {
  const [from, to, ...rest] = text.split(/\s+[-–]\s+/);
  if (!from || !to || rest.length > 0) return undefined;
  const opens = to24Hour(from);
  const closes = to24Hour(to);
  return opens && closes ? { opens, closes } : undefined;
}

/**
 * schema.org opening hours, one specification per open day. A closing time before the
 * opening time ('1:00 AM') is read as the next day, as schema.org readers do.
 */
export function openingHoursSpecification(hours: StaticListing['hours']) {
  return WEEKDAYS.flatMap((day) => {
    const opening = readOpening(hours[day]);
    return opening
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: `https://schema.org/${WEEKDAY_LABELS[day]}`,
            ...opening,
          },
        ]
      : [];
  });
}

/** The Monday line of a city card: its hours, or 'Hours vary' when there are none. */
export function mondayHours(hours: StaticListing['hours']): string {
  return hours.monday.trim() ? hours.monday : 'Hours vary';
}
