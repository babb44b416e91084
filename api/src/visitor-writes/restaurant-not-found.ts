import { HttpError } from '../http/errors';

/** Unknown, unapproved and malformed ids all answer alike. */
export function restaurantNotFound(): HttpError {
  return new HttpError(404, 'NOT_FOUND', "The restaurant you're looking for could not be found.");
}
