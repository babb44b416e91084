/** Minutes after midnight as the API's four-digit HHMM; 24:00 and later wrap to the next day. */
export function formatHhmm(minutes: number): string {
  const wrapped = minutes % (24 * 60);
  const hours = String(Math.floor(wrapped / 60)).padStart(2, '0');
  return `${hours}${String(wrapped % 60).padStart(2, '0')}`;
}
