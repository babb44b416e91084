import type { OutboxList } from '@pizza-atlas/contracts';
import { ListState } from '../list-state';
import { formatWhen, useStaffQuery } from '../staff-api';
import { Badge, Facts, Item, ItemList, Meta, Toolbar } from '../staff-styles';
import { MailFiles } from './mail-files';

/**
 * The site's mail (decision 0043): where it goes, what was sent and what waits, and why;
 * without an SMTP server, the .eml files it wrote.
 */
export function MailSection() {
  const query = useStaffQuery<OutboxList>(['mail'], '/api/staff/mail');

  return (
    <section aria-labelledby="staff-mail">
      <Toolbar>
        <h2 id="staff-mail">Mail</h2>
      </Toolbar>
      <ListState query={query} isEmpty={() => false} empty="">
        {(outbox) => (
          <>
            <Facts aria-label="Outbox" style={{ marginBottom: '16px' }}>
              <dt>Mail goes to</dt>
              <dd>{outbox.transport}</dd>
              <dt>Waiting to be sent</dt>
              <dd>{outbox.waiting}</dd>
            </Facts>
            {outbox.mailFiles && <MailFiles />}
            {outbox.mails.length === 0 ? (
              <Meta>No mail yet.</Meta>
            ) : (
              <ItemList aria-label="Mails">
                {outbox.mails.map((mail) => (
                  <Item key={mail.id}>
                    <p>
                      <Badge $tone={mail.sentAt ? 'on' : 'off'}>
                        {mail.sentAt ? 'Sent' : 'Waiting'}
                      </Badge>{' '}
                      <strong>{mail.subject}</strong>
                    </p>
                    <Meta>
                      To {mail.recipient} · {mail.kind} · {formatWhen(mail.createdAt)}
                      {mail.sentAt && ` · sent ${formatWhen(mail.sentAt)}`}
                    </Meta>
                    {!mail.sentAt && mail.attempts > 0 && (
                      <Meta>
                        {mail.attempts} failed {mail.attempts === 1 ? 'attempt' : 'attempts'}
                        {mail.lastError && `: ${mail.lastError}`}
                        {mail.nextAttemptAt && ` · next try ${formatWhen(mail.nextAttemptAt)}`}
                      </Meta>
                    )}
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
