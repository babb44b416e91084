// The site's wording helpers without React (`@pizza-atlas/ui/words`): page heads and route
// definitions, which the build reads without JSX, use them as the components do.
export * from './count-words';
export * from './rating-text';
