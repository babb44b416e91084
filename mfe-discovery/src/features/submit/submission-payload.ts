import {
  CreateRestaurantSchema,
  HONEYPOT_FIELD,
  type CreateRestaurantInput,
} from '@pizza-atlas/contracts';

export interface Values {
  name: string;
  phone: string;
  address: string;
  pizzaStyle: string;
  website: string;
  features: string[];
  description: string;
  imageUrl: string;
}

export const EMPTY: Values = {
  name: '',
  phone: '',
  address: '',
  pizzaStyle: '',
  website: '',
  features: [],
  description: '',
  imageUrl: '',
};

export type FieldErrors = Partial<Record<keyof Values, string>>;

/** The payload of spec sections 5 and 7: absent values as null, blank text as ''. */
export function toPayload(values: Values, honeypot: string): CreateRestaurantInput {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    phone: values.phone.trim(),
    website: values.website.trim(),
    pizzaStyle: values.pizzaStyle as CreateRestaurantInput['pizzaStyle'],
    features: values.features,
    description: values.description.trim(),
    imageUrl: values.imageUrl.trim(),
    rating: null,
    providerId: null,
    approved: null,
    isUserSubmitted: null,
    [HONEYPOT_FIELD]: honeypot,
  };
}

/** Checks with the API's own schema, so the form and the server agree on every message. */
export function validate(payload: CreateRestaurantInput): FieldErrors {
  const result = CreateRestaurantSchema.safeParse(payload);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Values;
    if (field in EMPTY && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The API's messages per field (a 400's `fields`), for the form's own fields, first of each. */
export function fieldErrorsOf(fields: Record<string, string[]> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fields ?? {})) {
    if (field in EMPTY && messages[0]) errors[field as keyof Values] = messages[0];
  }
  return errors;
}
