import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's status filter, kept in the URL (?status=) so each view has its own address.
 * Returns the current status and the select that changes it.
 */
export function useStatusFilter<T extends string>(statuses: readonly T[], fallback: T) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status') as T | null;
  const status = asked && statuses.includes(asked) ? asked : fallback;
  const id = useId();
  const select = (
    <label htmlFor={id}>
      Status
      <select
        id={id}
        value={status}
        onChange={(event) => {
          const next = new URLSearchParams(params);
          next.set('status', event.target.value);
          setParams(next, { replace: true });
        }}
      >
        {statuses.map((value) => (
          <option key={value} value={value}>
            {value[0]!.toUpperCase() + value.slice(1)}
          </option>
        ))}
      </select>
    </label>
  );
  return { status, params, setParams, select };
}
