import { act, renderHook } from '@testing-library/react';
import {
  PASSPORT_LIMIT,
  PASSPORT_STORAGE_KEY,
  addCheckIn,
  isCheckedIn,
  localDate,
  parsePassport,
  readPassport,
  removeCheckIn,
  usePassport,
  writePassport,
  type PassportPlace,
} from './passport';

const PLACE: PassportPlace = {
  restaurantId: 'lous-deep-dish',
  provider: 'catalog',
  name: "Lou's Deep Dish",
  city: 'Chicago',
  state: 'IL',
};

afterEach(() => localStorage.clear());

describe('localDate', () => {
  it("is the visitor's own calendar day", () => {
    expect(localDate(new Date(2026, 10, 18, 23, 59))).toBe('2026-11-18');
    expect(localDate(new Date(2026, 0, 2, 0, 1))).toBe('2026-01-02');
  });
});

describe('check-ins', () => {
  it('keeps one stamp per place and day, newest first, and undoes one day only', () => {
    const one = addCheckIn([], PLACE, '2026-11-17');
    const two = addCheckIn(one, PLACE, '2026-11-18');
    expect(addCheckIn(two, PLACE, '2026-11-18')).toEqual(two);
    expect(two.map((entry) => entry.date)).toEqual(['2026-11-18', '2026-11-17']);
    expect(isCheckedIn(two, PLACE, '2026-11-18')).toBe(true);
    expect(isCheckedIn(two, { ...PLACE, provider: 'yelp' }, '2026-11-18')).toBe(false);
    expect(removeCheckIn(two, PLACE, '2026-11-18')).toEqual(one);
  });

  it(`keeps the newest ${PASSPORT_LIMIT}`, () => {
    let checkIns = addCheckIn([], { ...PLACE, restaurantId: 'first' }, '2020-01-01');
    for (let day = 0; day < PASSPORT_LIMIT; day += 1)
      checkIns = addCheckIn(checkIns, { ...PLACE, restaurantId: `p${day}` }, '2026-11-18');
    expect(checkIns).toHaveLength(PASSPORT_LIMIT);
    expect(checkIns.some((entry) => entry.restaurantId === 'first')).toBe(false);
  });
});

describe('parsePassport', () => {
  it('reads back what was stored and drops what is malformed', () => {
    const good = { ...PLACE, date: '2026-11-18' };
    const raw = JSON.stringify({
      checkIns: [
        { ...good, extra: '<script>' },
        { ...good, date: 'yesterday' },
        { ...good, name: 42 },
        { ...good, restaurantId: '' },
        null,
        'x',
      ],
    });
    expect(parsePassport(raw)).toEqual([good]);
  });

  it("keeps a stamp's street, reads one stored before streets were, and drops a bad one", () => {
    const withStreet = { ...PLACE, street: '3201 N Clark St', date: '2026-11-19' };
    const before = { ...PLACE, date: '2026-11-18' };
    const raw = JSON.stringify({
      checkIns: [withStreet, before, { ...PLACE, street: 42, date: '2026-11-17' }],
    });
    expect(parsePassport(raw)).toEqual([withStreet, before]);
  });

  it.each([null, '', 'not json', '[]', '{"checkIns":{}}', 'null'])('reads %p as empty', (raw) => {
    expect(parsePassport(raw)).toEqual([]);
  });
});

describe('the stored passport', () => {
  it('is written under one key and read back, the same array until it changes', () => {
    expect(readPassport()).toEqual([]);
    expect(writePassport(addCheckIn([], PLACE, '2026-11-18'))).toBe(true);
    expect(JSON.parse(localStorage.getItem(PASSPORT_STORAGE_KEY)!)).toEqual({
      checkIns: [{ ...PLACE, date: '2026-11-18' }],
    });
    expect(readPassport()).toBe(readPassport());
  });

  it('says so when the browser refuses to store', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(writePassport([])).toBe(false);
    setItem.mockRestore();
  });

  it('updates the hook on a write here and on a write from another tab', () => {
    const { result } = renderHook(() => usePassport());
    expect(result.current).toEqual([]);
    act(() => {
      writePassport(addCheckIn([], PLACE, '2026-11-18'));
    });
    expect(result.current).toHaveLength(1);
    act(() => {
      localStorage.setItem(PASSPORT_STORAGE_KEY, JSON.stringify({ checkIns: [] }));
      window.dispatchEvent(new StorageEvent('storage', { key: PASSPORT_STORAGE_KEY }));
    });
    expect(result.current).toEqual([]);
  });
});
