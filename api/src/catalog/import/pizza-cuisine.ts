/**
 * The one rule for "this cuisine list names pizza", shared by the Overpass query that asks
 * for places (overpass-areas.ts) and the reader that accepts them (read-overpass-places.ts):
 * a value with `pizza` in it (`pizza`, `neapolitan_pizza`), deep dish (`deep_dish`), or a
 * pizza style written alone: `neapolitan`, `chicago_style`, `new_york_style`, `ny_style`,
 * `detroit_style`. `sicilian` and `italian` alone are cuisines of their own, and `chicago`,
 * `new_york` or `detroit` alone (a hot dog, a deli, a coney) name no pizza.
 *
 * Written so it reads both a raw tag value (the query, case-insensitive, on the whole list)
 * and one value as the reader writes it (lower case, `_` for spaces and hyphens):
 * `[ _-]` matches `Chicago Style`, `chicago-style` and `chicago_style` alike. Plain POSIX
 * extended syntax, as Overpass's regular expressions are.
 */
export const PIZZA_CUISINE =
  /pizza|deep[ _-]?dish|neapolitan|(chicago|new[ _-]york|ny|detroit)[ _-]style/;
