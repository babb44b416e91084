/** The registry snapshot the server inlined into the page, under this global. */
export const SNAPSHOT_GLOBAL = '__PIZZA_ATLAS__';
