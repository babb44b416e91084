import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Dialog, FieldBox, FieldHint } from '@pizza-atlas/ui';
import { Actions, DialogForm } from './staff-styles';

// Looks as a disabled button does, but keeps its focus and its place in the tab order.
const ConfirmButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: progress;
  }
`;

/**
 * Confirms one decision (approve, refuse, reject, roll back), with an optional note to go
 * with it, or a reason it cannot go without (`reason`). Focus starts on the note (or the
 * confirm button, or the content's `data-autofocus` field with `startInContent`) and returns
 * to the opener.
 */
export function DecisionDialog({
  open,
  title,
  confirmLabel,
  withNote = false,
  reason = false,
  startInContent = false,
  waitingFor = null,
  children,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  withNote?: boolean;
  /** The note is a required reason, kept in the audit log. */
  reason?: boolean;
  /**
   * Focus the field the content marks `data-autofocus`, not the confirm button: a long form
   * then opens at its top instead of scrolled down to its buttons.
   */
  startInContent?: boolean;
  /**
   * Why the confirm button waits, shown under it; while set, confirming does nothing. The
   * button stays focusable (aria-disabled), so focus is not lost when it waits or stops.
   */
  waitingFor?: string | null;
  children?: ReactNode;
  onConfirm: (note: string) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <DecisionForm
        confirmLabel={confirmLabel}
        withNote={withNote || reason}
        reason={reason}
        focusConfirm={!withNote && !reason && !startInContent}
        waitingFor={waitingFor}
        onConfirm={onConfirm}
        onClose={onClose}
      >
        {children}
      </DecisionForm>
    </Dialog>
  );
}

function DecisionForm({
  confirmLabel,
  withNote,
  reason,
  focusConfirm,
  waitingFor,
  children,
  onConfirm,
  onClose,
}: {
  confirmLabel: string;
  withNote: boolean;
  reason: boolean;
  focusConfirm: boolean;
  waitingFor: string | null;
  children?: ReactNode;
  onConfirm: (note: string) => Promise<void>;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [isSending, setSending] = useState(false);
  const noteId = useId();
  const waitingId = useId();

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (waitingFor || (reason && !note.trim())) return;
    setSending(true);
    try {
      await onConfirm(note.trim());
    } finally {
      setSending(false);
    }
  }

  return (
    <DialogForm onSubmit={confirm}>
      {children}
      {withNote && (
        <FieldBox>
          <label htmlFor={noteId}>{reason ? 'Reason' : 'Note (optional)'}</label>
          <textarea
            id={noteId}
            data-autofocus
            required={reason}
            maxLength={reason ? 500 : 1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <FieldHint>Kept with the decision and in the audit log.</FieldHint>
        </FieldBox>
      )}
      <Actions>
        <ConfirmButton
          type="submit"
          disabled={isSending || (reason && !note.trim())}
          aria-disabled={waitingFor ? true : undefined}
          aria-describedby={waitingFor ? waitingId : undefined}
          data-autofocus={focusConfirm || undefined}
        >
          {confirmLabel}
        </ConfirmButton>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </Actions>
      {waitingFor && <FieldHint id={waitingId}>{waitingFor}</FieldHint>}
    </DialogForm>
  );
}
