import type { AuditLog } from '@pizza-atlas/contracts';
import styled from 'styled-components';
import { color, radius, space } from '@pizza-atlas/ui';
import { ListState } from '../list-state';
import { formatWhen, useStaffQuery } from '../staff-api';
import { Item, ItemList, Meta, Toolbar } from '../staff-styles';

const Json = styled.pre`
  margin: ${space(2)} 0 0;
  padding: ${space(3)};
  overflow-x: auto;
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  font-size: 0.85rem;
`;

const shown = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));
const json = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value, null, 2));

/**
 * A one-line reading of what changed, when before and after are flat objects. A key only
 * in `before` is context (the address an approval was for), not a deletion: it is left out,
 * where "→ —" read as if it had been removed. A key only in `after` is what the action set.
 */
export function changes(before: unknown, after: unknown): string | null {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return null;
  const from = before as Record<string, unknown>;
  const to = after as Record<string, unknown>;
  const keys = Object.keys(to).filter(
    (key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]),
  );
  return keys.length === 0
    ? null
    : keys
        .map((key) =>
          key in from
            ? `${key}: ${shown(from[key])} → ${shown(to[key])}`
            : `${key}: ${shown(to[key])}`,
        )
        .join('; ');
}

/** Every staff action: who, what, on what, when, and what it changed. */
export function AuditSection() {
  const query = useStaffQuery<AuditLog>(['audit'], '/api/staff/audit');

  return (
    <section aria-labelledby="staff-audit">
      <Toolbar>
        <h2 id="staff-audit">Audit log</h2>
      </Toolbar>
      <ListState
        query={query}
        isEmpty={(log) => log.entries.length === 0}
        empty="No staff actions yet."
      >
        {(log) => (
          <ItemList aria-label="Audit log">
            {log.entries.map((entry) => {
              const summary = changes(entry.before, entry.after);
              return (
                <Item key={entry.id}>
                  <p>
                    <strong>{entry.action}</strong> on <code>{entry.target}</code>
                  </p>
                  <Meta>
                    {entry.staff.email} · {formatWhen(entry.createdAt)}
                  </Meta>
                  {summary && <p>{summary}</p>}
                  <details>
                    <summary>Before and after</summary>
                    <Json>{`before: ${json(entry.before)}\nafter: ${json(entry.after)}`}</Json>
                  </details>
                </Item>
              );
            })}
          </ItemList>
        )}
      </ListState>
    </section>
  );
}
