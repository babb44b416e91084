import { ListState } from './list-state';
import { useAudit } from './staff-api';
import { Panel, Table } from './staff-styles';

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value);

/** Every staff action: who, what, when, before and after. */
export function AuditSection() {
  const audit = useAudit();
  return (
    <Panel aria-labelledby="audit-heading">
      <h2 id="audit-heading">Audit log</h2>
      <ListState
        query={audit}
        isEmpty={(data) => data.entries.length === 0}
        empty="No staff actions yet."
      >
        {(data) => (
          <Table aria-label="Staff actions">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Before → after</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{new Date(entry.createdAt).toLocaleString('en-US')}</td>
                  <td>{entry.staff.email}</td>
                  <td>
                    {entry.action}
                    <br />
                    <code>{entry.target}</code>
                  </td>
                  <td>
                    <code>{show(entry.before)}</code> → <code>{show(entry.after)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </ListState>
    </Panel>
  );
}
