import type { RejectionList } from '@pizza-atlas/contracts';
import { ListState } from '../list-state';
import { formatWhen, useStaffQuery } from '../staff-api';
import { Badge, Facts, Item, ItemList, Meta, Toolbar } from '../staff-styles';

/** Writes turned away by the honeypot or the rate limits, with the last 24 hours' counts. */
export function RejectionsSection() {
  const query = useStaffQuery<RejectionList>(['rejections'], '/api/staff/rejections');

  return (
    <section aria-labelledby="staff-rejections">
      <Toolbar>
        <h2 id="staff-rejections">Rejected writes</h2>
      </Toolbar>
      <ListState query={query} isEmpty={() => false} empty="">
        {(list) => (
          <>
            <Facts aria-label="Last 24 hours" style={{ marginBottom: '16px' }}>
              <dt>Honeypot, last 24 h</dt>
              <dd>{list.last24h.honeypot}</dd>
              <dt>Rate limit, last 24 h</dt>
              <dd>{list.last24h.rateLimit}</dd>
            </Facts>
            {list.rejections.length === 0 ? (
              <Meta>No writes were turned away.</Meta>
            ) : (
              <ItemList aria-label="Rejections">
                {list.rejections.map((rejection) => (
                  <Item key={rejection.id}>
                    <p>
                      <Badge $tone={rejection.kind === 'honeypot' ? 'off' : 'neutral'}>
                        {rejection.kind}
                      </Badge>{' '}
                      <code>{rejection.route}</code>
                    </p>
                    <Meta>
                      Client {rejection.client} · {formatWhen(rejection.createdAt)}
                    </Meta>
                  </Item>
                ))}
              </ItemList>
            )}
          </>
        )}
      </ListState>
    </section>
  );
}
