import type { PassportCheckIn } from '@pizza-atlas/platform/passport';
import type { AchievementIconName } from './achievement-icon';

export interface Achievement {
  id: string;
  title: string;
  description: string;
  icon: AchievementIconName;
  progress: number;
  maxProgress: number;
}

/** Spec section 4: an achievement is unlocked when its progress reaches its maximum. */
export function isUnlocked(achievement: Pick<Achievement, 'progress' | 'maxProgress'>): boolean {
  return achievement.progress >= achievement.maxProgress;
}

/** Progress as shown: never past the maximum. */
export function shownProgress(achievement: Pick<Achievement, 'progress' | 'maxProgress'>): number {
  return Math.min(achievement.progress, achievement.maxProgress);
}

const count = (values: string[]) => new Set(values).size;

/** Most check-ins at any one place. */
function mostVisits(checkIns: readonly PassportCheckIn[]): number {
  const visits = new Map<string, number>();
  for (const entry of checkIns) {
    const key = `${entry.provider}:${entry.restaurantId}`;
    visits.set(key, (visits.get(key) ?? 0) + 1);
  }
  return Math.max(0, ...visits.values());
}

/** The visitor's own achievements, from nothing but their check-ins. */
export function visitorAchievements(checkIns: readonly PassportCheckIn[]): Achievement[] {
  const places = count(checkIns.map((entry) => `${entry.provider}:${entry.restaurantId}`));
  const cities = count(checkIns.map((entry) => `${entry.city}, ${entry.state}`.toLowerCase()));
  const states = count(checkIns.map((entry) => entry.state.toUpperCase()));
  return [
    {
      id: 'first-slice',
      title: 'First Slice',
      description: 'Check in at a pizza place',
      icon: 'slice',
      progress: checkIns.length,
      maxProgress: 1,
    },
    {
      id: 'regular',
      title: 'Regular',
      description: 'Check in 5 times',
      icon: 'pin',
      progress: checkIns.length,
      maxProgress: 5,
    },
    {
      id: 'explorer',
      title: 'Pizza Explorer',
      description: 'Check in at 10 different places',
      icon: 'compass',
      progress: places,
      maxProgress: 10,
    },
    {
      id: 'local-favorite',
      title: 'Local Favorite',
      description: 'Check in at the same place on 3 different days',
      icon: 'heart',
      progress: mostVisits(checkIns),
      maxProgress: 3,
    },
    {
      id: 'city-hopper',
      title: 'City Hopper',
      description: 'Check in in 3 different cities',
      icon: 'city',
      progress: cities,
      maxProgress: 3,
    },
    {
      id: 'state-line',
      title: 'Across State Lines',
      description: 'Check in in 2 different states',
      icon: 'map',
      progress: states,
      maxProgress: 2,
    },
  ];
}
