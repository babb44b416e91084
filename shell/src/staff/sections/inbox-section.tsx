import type { Inbox } from '@pizza-atlas/contracts';
import { Button } from '@pizza-atlas/ui';
import { ListState } from '../list-state';
import { formatWhen, useStaffQuery, useStaffWrite } from '../staff-api';
import { Actions, Badge, Facts, Item, ItemList, Meta, Toolbar } from '../staff-styles';
import { useStatusFilter } from './status-filter';

const STATUSES = ['open', 'handled', 'all'] as const;

/** Contact messages: mark one handled, or open again. */
export function InboxSection() {
  const { status, select } = useStatusFilter(STATUSES, 'open');
  const query = useStaffQuery<Inbox>(['inbox', status], `/api/staff/messages?status=${status}`);
  const write = useStaffWrite();

  return (
    <section aria-labelledby="staff-inbox">
      <Toolbar>
        <h2 id="staff-inbox">Inbox</h2>
        {select}
      </Toolbar>
      <ListState
        query={query}
        isEmpty={(inbox) => inbox.messages.length === 0}
        empty={status === 'all' ? 'No messages.' : `No ${status} messages.`}
      >
        {(inbox) => (
          <ItemList aria-label="Messages">
            {inbox.messages.map((message) => {
              const isHandled = message.handledAt !== null;
              return (
                <Item key={message.id}>
                  <Actions>
                    <h3>{message.name}</h3>
                    <Badge>{message.type}</Badge>
                    {isHandled && <Badge $tone="on">Handled</Badge>}
                  </Actions>
                  <Meta>
                    {formatWhen(message.createdAt)}
                    {isHandled && ` · handled ${formatWhen(message.handledAt)}`}
                  </Meta>
                  <Facts>
                    <dt>Email</dt>
                    <dd>
                      <a href={`mailto:${message.email}`}>{message.email}</a>
                    </dd>
                    {message.company && (
                      <>
                        <dt>Company</dt>
                        <dd>{message.company}</dd>
                      </>
                    )}
                  </Facts>
                  <p style={{ whiteSpace: 'pre-wrap' }}>{message.message}</p>
                  <Actions>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-label={`${isHandled ? 'Reopen' : 'Mark handled'}: the message from ${message.name}`}
                      onClick={() =>
                        void write({
                          method: 'PUT',
                          path: `/api/staff/messages/${message.id}/handled`,
                          body: { handled: !isHandled },
                          success: isHandled ? 'Marked open.' : 'Marked handled.',
                          refresh: ['inbox'],
                        })
                      }
                    >
                      {isHandled ? 'Reopen' : 'Mark handled'}
                    </Button>
                  </Actions>
                </Item>
              );
            })}
          </ItemList>
        )}
      </ListState>
    </section>
  );
}
