import { Select } from './search-panel-styles';
import { DEFAULT_RADIUS_MILES, LINKED_SEARCH_RADIUS_MILES, RADIUS_MILES } from './search-criteria';

/** The select's value for "the linked radius, which the URL does not name". */
const LINKED = 'linked';

/**
 * Radius in miles (spec: 5, 10, 15, 25; default 10). A search opened from a link or the quiz
 * runs with 25 000 m, so while that search shows, the select shows it too, as an extra
 * "15.5 miles" option: the value on screen is always the radius of the search that ran.
 */
export function RadiusSelect({
  id,
  radiusMiles,
  linked,
  onChange,
}: {
  id: string;
  /** The radius chosen, or undefined when the URL gives none. */
  radiusMiles: number | undefined;
  /** The showing search ran with the linked radius. */
  linked: boolean;
  onChange: (radiusMiles: number | undefined) => void;
}) {
  const options = RADIUS_MILES.map((miles) => ({ value: String(miles), label: `${miles} miles` }));
  if (linked) {
    const at = options.findIndex((option) => Number(option.value) > LINKED_SEARCH_RADIUS_MILES);
    options.splice(at === -1 ? options.length : at, 0, {
      value: LINKED,
      label: `${LINKED_SEARCH_RADIUS_MILES} miles`,
    });
  }
  const value =
    radiusMiles !== undefined
      ? String(radiusMiles)
      : linked
        ? LINKED
        : String(DEFAULT_RADIUS_MILES);
  return (
    <Select
      id={id}
      name="radius"
      value={value}
      onChange={(event) =>
        onChange(event.target.value === LINKED ? undefined : Number(event.target.value))
      }
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
