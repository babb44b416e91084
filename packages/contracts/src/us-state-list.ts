// The US states and DC, without zod: browser code imports them from here through the package's
// side-effect-free re-exports, so the schemas of us-states.ts (and zod) stay out of its pages
// (docs/decisions/0051-no-zod-in-the-browser.md).

/** A US state or DC (UsStateSchema checks the same shape; a test keeps the list valid). */
export interface UsState {
  /** Two-letter USPS code, upper case. */
  code: string;
  name: string;
  /** Lower-case hyphenated name; DC is 'washington-dc'. */
  slug: string;
}

function state(code: string, name: string, slug = name.toLowerCase().replace(/ /g, '-')): UsState {
  return { code, name, slug };
}

/** The 50 states plus the District of Columbia, alphabetical by name. */
export const US_STATES: readonly UsState[] = [
  state('AL', 'Alabama'),
  state('AK', 'Alaska'),
  state('AZ', 'Arizona'),
  state('AR', 'Arkansas'),
  state('CA', 'California'),
  state('CO', 'Colorado'),
  state('CT', 'Connecticut'),
  state('DE', 'Delaware'),
  state('DC', 'District of Columbia', 'washington-dc'),
  state('FL', 'Florida'),
  state('GA', 'Georgia'),
  state('HI', 'Hawaii'),
  state('ID', 'Idaho'),
  state('IL', 'Illinois'),
  state('IN', 'Indiana'),
  state('IA', 'Iowa'),
  state('KS', 'Kansas'),
  state('KY', 'Kentucky'),
  state('LA', 'Louisiana'),
  state('ME', 'Maine'),
  state('MD', 'Maryland'),
  state('MA', 'Massachusetts'),
  state('MI', 'Michigan'),
  state('MN', 'Minnesota'),
  state('MS', 'Mississippi'),
  state('MO', 'Missouri'),
  state('MT', 'Montana'),
  state('NE', 'Nebraska'),
  state('NV', 'Nevada'),
  state('NH', 'New Hampshire'),
  state('NJ', 'New Jersey'),
  state('NM', 'New Mexico'),
  state('NY', 'New York'),
  state('NC', 'North Carolina'),
  state('ND', 'North Dakota'),
  state('OH', 'Ohio'),
  state('OK', 'Oklahoma'),
  state('OR', 'Oregon'),
  state('PA', 'Pennsylvania'),
  state('RI', 'Rhode Island'),
  state('SC', 'South Carolina'),
  state('SD', 'South Dakota'),
  state('TN', 'Tennessee'),
  state('TX', 'Texas'),
  state('UT', 'Utah'),
  state('VT', 'Vermont'),
  state('VA', 'Virginia'),
  state('WA', 'Washington'),
  state('WV', 'West Virginia'),
  state('WI', 'Wisconsin'),
  state('WY', 'Wyoming'),
];

/** The two-letter codes of US_STATES. */
export const US_STATE_CODES: readonly string[] = US_STATES.map((entry) => entry.code);

/** The state with this two-letter code (any case), or undefined. */
export function findUsStateByCode(code: string): UsState | undefined {
  const upper = code.trim().toUpperCase();
  return US_STATES.find((entry) => entry.code === upper);
}

/** The state with this two-letter code or full name (any case, spaces trimmed), or undefined. */
export function findUsStateByName(text: string): UsState | undefined {
  const wanted = text.trim().replace(/\s+/g, ' ').toLowerCase();
  return US_STATES.find(
    (entry) => entry.code.toLowerCase() === wanted || entry.name.toLowerCase() === wanted,
  );
}
