import { isLateNight } from './is-late-night';

const open = (start: string, end: string, is_overnight?: boolean) => ({ start, end, is_overnight });

describe('isLateNight, the one rule for every listing', () => {
  it('is late night when a day runs past midnight, flagged or not', () => {
    expect(isLateNight([open('1700', '0200', true)])).toBe(true);
    expect(isLateNight([open('1700', '0030')])).toBe(true);
    expect(isLateNight([open('1100', '0000')])).toBe(true);
  });

  it('is late night when a day ends at 11 PM or later', () => {
    expect(isLateNight([open('1100', '2200'), open('1100', '2300')])).toBe(true);
    expect(isLateNight([open('1600', '2345', false)])).toBe(true);
  });

  it('is not late night when every day ends before 11 PM', () => {
    expect(isLateNight([open('1100', '2259'), open('1100', '2130', false)])).toBe(false);
    expect(isLateNight([])).toBe(false);
  });
});
