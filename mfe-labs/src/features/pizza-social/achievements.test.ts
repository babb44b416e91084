import type { PassportCheckIn } from '@pizza-atlas/platform/passport';
import { isUnlocked, shownProgress, visitorAchievements } from './achievements';
import { DEMO_ACHIEVEMENTS } from './demo-passport';

const stamp = (restaurantId: string, date: string, city = 'Chicago', state = 'IL') =>
  ({ restaurantId, provider: 'catalog', name: restaurantId, city, state, date }) as PassportCheckIn;

const progressOf = (checkIns: PassportCheckIn[]) =>
  Object.fromEntries(
    visitorAchievements(checkIns).map((achievement) => [
      achievement.id,
      `${achievement.progress}/${achievement.maxProgress} ${isUnlocked(achievement) ? 'unlocked' : 'locked'}`,
    ]),
  );

describe('isUnlocked', () => {
  it.each([
    [0, 10, false],
    [9, 10, false],
    [10, 10, true],
    [11, 10, true],
    [1, 1, true],
  ])('%i of %i is unlocked: %p', (progress, maxProgress, unlocked) => {
    expect(isUnlocked({ progress, maxProgress })).toBe(unlocked);
  });

  it('never shows progress past the maximum', () => {
    expect(shownProgress({ progress: 12, maxProgress: 10 })).toBe(10);
    expect(shownProgress({ progress: 3, maxProgress: 10 })).toBe(3);
  });
});

describe('the demo achievements', () => {
  it('have the spec thresholds, and exactly the full ones are unlocked', () => {
    expect(DEMO_ACHIEVEMENTS.map((achievement) => achievement.maxProgress)).toEqual([
      10, 5, 15, 20, 10, 25,
    ]);
    expect(DEMO_ACHIEVEMENTS[5]!.description).toBe('Reach level 25');
    expect(DEMO_ACHIEVEMENTS.filter(isUnlocked).map((achievement) => achievement.id)).toEqual([
      'demo-explorer',
      'demo-critic',
    ]);
  });
});

describe('visitorAchievements', () => {
  it('starts with everything locked at zero', () => {
    expect(visitorAchievements([]).every((a) => a.progress === 0 && !isUnlocked(a))).toBe(true);
  });

  it('counts check-ins, places, repeat visits, cities and states', () => {
    expect(progressOf([stamp('a', '2026-11-18')])).toEqual({
      'first-slice': '1/1 unlocked',
      regular: '1/5 locked',
      explorer: '1/10 locked',
      'local-favorite': '1/3 locked',
      'city-hopper': '1/3 locked',
      'state-line': '1/2 locked',
    });
    const checkIns = [
      stamp('a', '2026-11-18'),
      stamp('a', '2026-11-17'),
      stamp('a', '2026-11-16'),
      stamp('b', '2026-11-16', 'chicago', 'il'),
      stamp('c', '2026-11-15', 'Milwaukee', 'WI'),
    ];
    expect(progressOf(checkIns)).toEqual({
      'first-slice': '5/1 unlocked',
      regular: '5/5 unlocked',
      explorer: '3/10 locked',
      'local-favorite': '3/3 unlocked',
      'city-hopper': '2/3 locked',
      'state-line': '2/2 unlocked',
    });
  });

  it('unlocks exactly at the maximum: 4 check-ins are not a Regular, 5 are', () => {
    const days = ['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18'];
    const four = days.slice(0, 4).map((date, index) => stamp(`p${index}`, date));
    const five = days.map((date, index) => stamp(`p${index}`, date));
    const regular = (checkIns: PassportCheckIn[]) =>
      visitorAchievements(checkIns).find((a) => a.id === 'regular')!;
    expect(isUnlocked(regular(four))).toBe(false);
    expect(isUnlocked(regular(five))).toBe(true);
  });
});
