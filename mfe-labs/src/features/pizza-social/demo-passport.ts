import type { Achievement } from './achievements';

/**
 * Spec sections 3 and 9: the passport demo's fixed sample data. Nobody here is a real
 * visitor; the page labels all of it as a demo.
 */
export const DEMO_PROFILE = {
  name: 'Alex (sample)',
  level: 12,
  points: 2847,
  checkIns: 47,
  badges: 12,
} as const;

/** Thresholds 10, 5, 15, 20, 10 and level 25; unlocked follows from progress (isUnlocked). */
export const DEMO_ACHIEVEMENTS: readonly Achievement[] = [
  {
    id: 'demo-explorer',
    title: 'Pizza Explorer',
    description: 'Visit 10 different pizza places',
    icon: 'compass',
    progress: 10,
    maxProgress: 10,
  },
  {
    id: 'demo-critic',
    title: 'Review Master',
    description: 'Write 5 detailed reviews',
    icon: 'pen',
    progress: 5,
    maxProgress: 5,
  },
  {
    id: 'demo-neapolitan',
    title: 'Neapolitan Expert',
    description: 'Try 15 Neapolitan pizzas',
    icon: 'flame',
    progress: 8,
    maxProgress: 15,
  },
  {
    id: 'demo-social',
    title: 'Social Butterfly',
    description: 'Share 20 pizza experiences',
    icon: 'share',
    progress: 12,
    maxProgress: 20,
  },
  {
    id: 'demo-night-owl',
    title: 'Late Night Legend',
    description: 'Check in after 10 PM 10 times',
    icon: 'moon',
    progress: 3,
    maxProgress: 10,
  },
  {
    id: 'demo-connoisseur',
    title: 'Pizza Connoisseur',
    description: 'Reach level 25',
    icon: 'crown',
    progress: 12,
    maxProgress: 25,
  },
];

export interface DemoCheckIn {
  id: string;
  restaurant: string;
  location: string;
  rating: number;
  date: string;
  notes: string;
}

export const DEMO_CHECK_INS: readonly DemoCheckIn[] = [
  {
    id: 'demo-checkin-1',
    restaurant: 'Crustworthy Pizza Co.',
    location: 'Chicago, IL',
    rating: 5,
    date: 'Nov 15, 2026',
    notes: 'Charred crust, bright sauce. The hot honey pie is the one.',
  },
  {
    id: 'demo-checkin-2',
    restaurant: 'Marinara Mile',
    location: 'Boston, MA',
    rating: 4,
    date: 'Nov 9, 2026',
    notes: 'Classic cheese slice, quick at lunch.',
  },
  {
    id: 'demo-checkin-3',
    restaurant: 'The Dough Lab',
    location: 'San Francisco, CA',
    rating: 4,
    date: 'Oct 31, 2026',
    notes: 'Sourdough crust worth the wait.',
  },
];

export interface DemoChallenge {
  id: string;
  title: string;
  description: string;
  progress: number;
  maxProgress: number;
  reward: string;
  timeLeft: string;
}

export const DEMO_CHALLENGES: readonly DemoChallenge[] = [
  {
    id: 'demo-weekend-crawl',
    title: 'Weekend Pizza Crawl',
    description: 'Check in at 3 different pizza places this weekend',
    progress: 1,
    maxProgress: 3,
    reward: '500 points',
    timeLeft: '2 days left',
  },
  {
    id: 'demo-artisan',
    title: 'Artisan Explorer',
    description: 'Try 5 pizzas from artisan pizzerias this month',
    progress: 2,
    maxProgress: 5,
    reward: 'Artisan Badge',
    timeLeft: '12 days left',
  },
];

export interface LeaderboardRow {
  rank: number;
  name: string;
  points: number;
  badge: string;
  isYou?: boolean;
}

/** This week's points; the sample visitor is 4th. */
export const DEMO_LEADERBOARD: readonly LeaderboardRow[] = [
  { rank: 1, name: 'Maria G.', points: 1420, badge: 'Pizza Legend' },
  { rank: 2, name: 'Tony R.', points: 1185, badge: 'Crust Master' },
  { rank: 3, name: 'Priya S.', points: 960, badge: 'Slice Scout' },
  { rank: 4, name: 'You (sample)', points: 890, badge: 'Pizza Explorer', isYou: true },
  { rank: 5, name: 'Sam K.', points: 845, badge: 'Slice Scout' },
];
