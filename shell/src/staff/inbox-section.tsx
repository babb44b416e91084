import { useState } from 'react';
import { Button } from '@pizza-atlas/ui';
import { ListState } from './list-state';
import { useInbox, useStaffAction } from './staff-api';
import { Filter, Item, Muted, Panel, Row, Tag } from './staff-styles';

/** Messages sent through the contact page. */
export function InboxSection() {
  const [status, setStatus] = useState('open');
  const inbox = useInbox(status);
  const act = useStaffAction();
  return (
    <Panel aria-labelledby="inbox-heading">
      <h2 id="inbox-heading">Inbox</h2>
      <Filter>
        <label>
          Show
          <select value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="open">Open</option>
            <option value="handled">Handled</option>
            <option value="all">All</option>
          </select>
        </label>
      </Filter>
      <ListState
        query={inbox}
        isEmpty={(data) => data.messages.length === 0}
        empty="No messages here."
      >
        {(data) =>
          data.messages.map((message) => (
            <Item key={message.id} as="article" aria-label={`Message from ${message.name}`}>
              <Row>
                <strong>{message.name}</strong>
                <Tag>{message.type}</Tag>
                <Muted>
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                  {message.company && ` · ${message.company}`} ·{' '}
                  {new Date(message.createdAt).toLocaleString('en-US')}
                </Muted>
              </Row>
              <p style={{ whiteSpace: 'pre-line' }}>{message.message}</p>
              <Row>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() =>
                    void act(`/api/staff/messages/${message.id}/handled`, {
                      method: 'PUT',
                      body: { handled: message.handledAt === null },
                      done: message.handledAt === null ? 'Marked handled' : 'Opened again',
                    })
                  }
                >
                  {message.handledAt === null ? 'Mark Handled' : 'Reopen'}
                </Button>
              </Row>
            </Item>
          ))
        }
      </ListState>
    </Panel>
  );
}
