import { Select } from './search-panel-styles';
import { DEFAULT_RADIUS_MILES, LINKED_SEARCH_RADIUS_MILES, RADIUS_MILES } from './search-criteria';

/** The select's value for "the linked radius, which the URL does not name". */
const LINKED = 'linked';
/** The select's value while the showing search covers a whole state: no radius applies. */
const WHOLE_STATE = 'state';

/**
 * Radius in miles (spec: 5, 10, 15, 25; default 10). A search opened from a link or the quiz
 * runs with the automatic 25 000 m: while that search shows, the closed select says so
 * ('Auto · 15.5 mi', a hidden placeholder that is never one of the choices), and the
 * count line states the radius. A whole state's search reads 'Whole state' the same way:
 * no radius applies to it. The list itself only ever offers the spec's radii.
 */
export function RadiusSelect({
  id,
  radiusMiles,
  linked,
  wholeState,
  onChange,
}: {
  id: string;
  /** The radius chosen, or undefined when the URL gives none. */
  radiusMiles: number | undefined;
  /** The showing search ran with the linked radius. */
  linked: boolean;
  /** The showing search covers a whole state. */
  wholeState: boolean;
  onChange: (radiusMiles: number | undefined) => void;
}) {
  const options = RADIUS_MILES.map((miles) => ({ value: String(miles), label: `${miles} miles` }));
  const value = wholeState
    ? WHOLE_STATE
    : radiusMiles !== undefined
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
      {wholeState && (
        <option value={WHOLE_STATE} disabled hidden>
          Whole state
        </option>
      )}
      {linked && (
        <option value={LINKED} disabled hidden>
          {`Auto · ${LINKED_SEARCH_RADIUS_MILES} mi`}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
