import { ListState } from './list-state';
import { useRejections } from './staff-api';
import { Panel, Table } from './staff-styles';

/** Anonymous writes turned away: the honeypot and the rate limits. */
export function RejectionsSection() {
  const rejections = useRejections();
  return (
    <Panel aria-labelledby="rejections-heading">
      <h2 id="rejections-heading">Turned away</h2>
      <ListState query={rejections} isEmpty={() => false} empty="">
        {(data) => (
          <>
            <p style={{ margin: 0 }}>
              Last 24 hours: {data.last24h.honeypot} caught by the honeypot,{' '}
              {data.last24h.rateLimit} over a rate limit.
            </p>
            {data.rejections.length === 0 ? (
              <p style={{ margin: 0 }}>Nothing turned away yet.</p>
            ) : (
              <Table aria-label="Rejected writes">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Why</th>
                    <th scope="col">Route</th>
                    <th scope="col">Client</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rejections.map((rejection) => (
                    <tr key={rejection.id}>
                      <td>{new Date(rejection.createdAt).toLocaleString('en-US')}</td>
                      <td>{rejection.kind === 'honeypot' ? 'Honeypot' : 'Rate limit'}</td>
                      <td>{rejection.route}</td>
                      <td>
                        <code>{rejection.client}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </>
        )}
      </ListState>
    </Panel>
  );
}
