// Without zod, so the partners remote's form can read them (decision 0051).

/** The longest texts an owner may set on a listing (characters). */
export const OWNER_LISTING_LIMITS = {
  phone: 40,
  openingHours: 500,
  description: 500,
} as const;

export const OWNER_LISTING_MESSAGES = {
  website: 'Please enter a full web address starting with http:// or https://',
  hoursEmpty: 'Please enter the opening hours, e.g. Mo-Fr 11:00-22:00; Sa-Su 12:00-23:00',
  notOwner: 'Only the approved owner of this place can change its listing.',
  placeRemoved: 'This place is no longer listed, so its listing cannot be changed.',
  saved: 'Saved. Visitors see your changes now.',
} as const;
