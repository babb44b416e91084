import { GUIDE_NOT_FOUND } from '@pizza-atlas/contracts';
import { HttpError } from './errors';

/** What each kind of thing the API looks up is called when it is missing. */
const NOT_FOUND_MESSAGES = {
  restaurant: "The restaurant you're looking for could not be found.",
  photo: 'There is no such photo.',
  review: 'There is no such review.',
  submission: 'There is no such submission.',
  claim: 'There is no such claim.',
  message: 'There is no such message.',
  remote: 'There is no remote by that name.',
  mailFile: 'There is no such mail file.',
  state: GUIDE_NOT_FOUND.state,
  city: GUIDE_NOT_FOUND.city,
  listing: GUIDE_NOT_FOUND.listing,
} as const;

export type MissingThing = keyof typeof NOT_FOUND_MESSAGES;

/** The one 404 of the API for a missing thing: unknown, hidden and malformed ids answer alike. */
export function notFound(thing: MissingThing): HttpError {
  return new HttpError(404, 'NOT_FOUND', NOT_FOUND_MESSAGES[thing]);
}

/** Unknown, unapproved and malformed restaurant ids all answer alike. */
export function restaurantNotFound(): HttpError {
  return notFound('restaurant');
}

/** A catalog place its source no longer lists (decision 0033): it takes no new writes. */
export function placeRemoved(): HttpError {
  return new HttpError(
    410,
    'PLACE_REMOVED',
    'This place is no longer listed: its source stopped listing it. It may have closed or moved.',
  );
}
