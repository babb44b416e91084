import type { Random } from './create-random';
import {
  CLOSERS,
  COMPANY,
  DETAILS,
  DISHES,
  OPENERS,
  REVIEWER_FIRST_NAMES,
  SIDES,
  STAFF,
  TOPPINGS,
  type Sentiment,
} from './review-words';
import { sampleUuid } from './sample-uuid';

const DAY_MS = 86_400_000;

function sentimentOf(rating: number): Sentiment {
  if (rating >= 4) return 'positive';
  return rating === 3 ? 'mixed' : 'negative';
}

function fill(template: string, random: Random, placeName: string): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    if (slot === 'name') return placeName;
    if (slot === 'dish') return random.pick(DISHES);
    if (slot === 'topping') return random.pick(TOPPINGS);
    if (slot === 'side') return random.pick(SIDES);
    if (slot === 'staff') return random.pick(STAFF);
    return random.pick(COMPANY);
  });
}

function writeText(sentiment: Sentiment, random: Random, placeName: string): string {
  const details = random.sample(DETAILS[sentiment], random.int(1, 2));
  const sentences = [random.pick(OPENERS[sentiment]), ...details, random.pick(CLOSERS[sentiment])];
  return sentences
    .filter((sentence) => sentence !== '')
    .map((sentence) => fill(sentence, random, placeName))
    .join(' ');
}

/** A row of catalog_reviews. */
export interface CatalogReview {
  id: string;
  restaurant_id: string;
  author_name: string;
  rating: number;
  text: string;
  created_at: Date;
}

/**
 * Two to six reviews of a sample place, their stars scattered around the place's rating,
 * written in the two years before referenceDate.
 */
export function generateReviews(
  place: { id: string; name: string; rating: number },
  random: Random,
  referenceDate: Date,
): CatalogReview[] {
  const count = random.int(2, 6);
  const reviews: CatalogReview[] = [];
  for (let index = 0; index < count; index += 1) {
    const rating = Math.min(5, Math.max(1, Math.round(place.rating + random.normal() * 0.8)));
    const daysAgo = random.int(1, 730);
    const minuteOfDay = random.int(11 * 60, 22 * 60);
    reviews.push({
      id: sampleUuid(`${place.id}/review/${index}`),
      restaurant_id: place.id,
      author_name: `${random.pick(REVIEWER_FIRST_NAMES)} ${String.fromCharCode(65 + random.int(0, 25))}.`,
      rating,
      text: writeText(sentimentOf(rating), random, place.name),
      created_at: new Date(
        Math.floor(referenceDate.getTime() / DAY_MS - daysAgo) * DAY_MS + minuteOfDay * 60_000,
      ),
    });
  }
  return reviews.sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
}
