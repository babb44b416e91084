import { useState } from 'react';
import styled from 'styled-components';
import type { MailFileList, MailFileText } from '@pizza-atlas/contracts';
import { Button, color, radius, space } from '@pizza-atlas/ui';
import { ListState } from '../list-state';
import { formatWhen, useStaffQuery } from '../staff-api';
import { Actions, Item, ItemList, Meta } from '../staff-styles';

const MailText = styled.pre`
  margin: 0;
  width: 100%;
  max-height: 480px;
  overflow: auto;
  padding: ${space(3)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  color: ${color.text};
  font-size: 0.9rem;
  white-space: pre-wrap;
`;

const fileUrl = (name: string) => `/api/staff/mail/files/${encodeURIComponent(name)}`;

/** One mail file's body as plain text (React escapes it: its HTML is never rendered). */
function MailFileBody({ name, id }: { name: string; id: string }) {
  const query = useStaffQuery<MailFileText>(['mail', 'files', name], fileUrl(name));
  return (
    <div id={id} style={{ width: '100%' }}>
      <ListState query={query} isEmpty={() => false} empty="">
        {(mail) => (
          // Focusable, so a long mail scrolls by keyboard.
          <MailText tabIndex={0} aria-label={`The mail “${mail.subject}”`}>
            {mail.text}
          </MailText>
        )}
      </ListState>
    </div>
  );
}

/**
 * Development without SMTP_URL: the mails written as .eml files, newest first; each opens
 * as its plain text.
 */
export function MailFiles() {
  const query = useStaffQuery<MailFileList>(['mail', 'files'], '/api/staff/mail/files');
  const [open, setOpen] = useState<string | null>(null);

  return (
    <section aria-labelledby="staff-mail-files" style={{ marginBottom: '16px' }}>
      <h3 id="staff-mail-files">Mail files</h3>
      <Meta>No SMTP server is set, so each mail is written as an .eml file. Newest first.</Meta>
      <ListState
        query={query}
        isEmpty={(list) => list.files.length === 0}
        empty="No mail files yet."
      >
        {(list) => (
          <ItemList aria-label="Mail files">
            {list.files.map((file, index) => {
              const isOpen = open === file.name;
              const bodyId = `staff-mail-file-${index}`;
              return (
                <Item key={file.name}>
                  <p>
                    <strong>{file.subject || '(no subject)'}</strong>
                  </p>
                  <Meta>
                    To {file.to} · {formatWhen(file.writtenAt)}
                  </Meta>
                  <Actions>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? bodyId : undefined}
                      aria-label={`${isOpen ? 'Close' : 'Open'}: the mail “${file.subject}” to ${file.to}`}
                      onClick={() => setOpen(isOpen ? null : file.name)}
                    >
                      {isOpen ? 'Close' : 'Open'}
                    </Button>
                  </Actions>
                  {isOpen && <MailFileBody name={file.name} id={bodyId} />}
                </Item>
              );
            })}
          </ItemList>
        )}
      </ListState>
    </section>
  );
}
