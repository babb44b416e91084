import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiRequestError } from '@pizza-atlas/api-client';
import { HONEYPOT_FIELD } from '@pizza-atlas/contracts';
import { Button, FieldError, HoneypotField, color, radius, space } from '@pizza-atlas/ui';

const Panel = styled.form<{ $framed: boolean }>`
  display: grid;
  gap: ${space(3)};
  margin-top: ${({ $framed }) => ($framed ? space(2) : space(3))};
  ${({ $framed }) =>
    $framed &&
    css`
      padding: ${space(3)};
      border: 1px solid ${color.border};
      border-radius: ${radius.md};
      background: ${color.surface};
    `}
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const Done = styled.p<{ $framed: boolean }>`
  margin: ${({ $framed }) => ($framed ? space(1) : space(3))} 0 0;
  color: ${color.textMuted};
  font-size: 0.9rem;
`;

/** A report's mutation: what the form holds, the bot trap beside it; the answer may thank. */
type ReportMutation<TInput> = UseMutationResult<
  { message?: string },
  Error,
  TInput & { honeypot: string }
>;

/** What stands where a report form was once it is sent: the answer's thanks. */
export function ReportSent({ framed = false, children }: { framed?: boolean; children: string }) {
  return (
    <Done $framed={framed} role="status" aria-live="polite">
      {children}
    </Done>
  );
}

/**
 * A small report form opened in place (the wait on a place's card, a review to staff): its
 * own fields as children, then the bot trap, the refusal read out (a 4xx, a 429), "Send report"
 * and "Cancel". Escape cancels. Once sent, `onSent` has the answer's thanks, or `received`:
 * the caller shows it (ReportSent) where its opener and the form were.
 * `input` is what the fields hold, or undefined while they are not complete.
 */
export function InPlaceReport<TInput>({
  id,
  label,
  report,
  input,
  received,
  framed = false,
  onClose,
  onSent,
  children,
}: {
  id?: string;
  label: string;
  report: ReportMutation<TInput>;
  input: TInput | undefined;
  received: string;
  /** Drawn as a box of its own (under a review) rather than as part of a card. */
  framed?: boolean;
  /** Closes the form; the caller clears its fields (the report's error is cleared here). */
  onClose: () => void;
  onSent: (message: string) => void;
  children: ReactNode;
}) {
  const [honeypot, setHoneypot] = useState('');
  const errorId = useId();

  const close = () => {
    report.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (input === undefined || report.isPending) return;
    report.mutate(
      { ...input, honeypot },
      { onSuccess: (answer) => onSent(answer.message || received) },
    );
  };

  const error = report.error
    ? (report.error instanceof ApiRequestError && report.error.apiMessage) ||
      'The report could not be sent. Please try again later.'
    : null;

  return (
    <Panel
      id={id}
      $framed={framed}
      onSubmit={submit}
      noValidate
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      {children}
      <HoneypotField name={HONEYPOT_FIELD} value={honeypot} onChange={setHoneypot} />
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
      <Row>
        <Button
          type="submit"
          disabled={input === undefined || report.isPending}
          aria-describedby={error ? errorId : undefined}
        >
          {report.isPending ? 'Sending...' : 'Send report'}
        </Button>
        <Button type="button" $variant="secondary" onClick={close}>
          Cancel
        </Button>
      </Row>
    </Panel>
  );
}
