import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { breakpoint, color, radius, space } from './tokens';

/**
 * A labelled field: label (or a fieldset's legend), control, hint and message, one under the
 * other. Its rows start at the top, so it keeps its height when the field beside it in a
 * `FieldPair` grows a message.
 */
export const FieldBox = styled.div`
  display: grid;
  align-content: start;
  gap: ${space(1)};
  & > label,
  & > legend {
    font-weight: 600;
  }
  fieldset& {
    border: 0;
    margin: 0;
    padding: 0;
  }
  input:not([type='checkbox']):not([type='radio']):not([type='file']),
  select,
  textarea {
    min-height: 44px;
    padding: ${space(2)} ${space(3)};
    font: inherit;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    color: ${color.text};
  }
  textarea {
    resize: vertical;
  }
  /* As specific as the border rule above, which would otherwise win over it for inputs. */
  input:not([type='checkbox']):not([type='radio']):not([type='file'])[aria-invalid='true'],
  select[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`;

/** Two fields side by side, one under the other on a phone. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(4)};
  @media (max-width: ${breakpoint.sm}) {
    grid-template-columns: 1fr;
  }
`;

export const FieldHint = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: 0.85rem;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${color.danger};
  font-size: 0.9rem;
`;

/** An input and the button that acts on it, on one line; the button wraps under on a phone. */
const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  & > input {
    flex: 1 1 200px;
    min-width: 0;
  }
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Shown under the field, below its message when it has one. */
  hint?: ReactNode;
  /** The field's message; the input is marked invalid and described by it. */
  error?: string;
  /** A button that acts on the field (Show Places, Set Location), beside the input. */
  action?: ReactNode;
}

/**
 * A text input with its label, hint and error message wired for screen readers
 * (aria-invalid, aria-describedby). Forwards its ref, so form libraries can register it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, action, id, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const input = (
    <input
      ref={ref}
      id={inputId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...props}
    />
  );
  return (
    <FieldBox>
      <label htmlFor={inputId}>{label}</label>
      {action ? (
        <FieldRow>
          {input}
          {action}
        </FieldRow>
      ) : (
        input
      )}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </FieldBox>
  );
});

/**
 * For a form that checks its own fields and keeps their messages by name: `errorFor(field)`
 * is the field's message (or nothing), `described(field)` the attributes that mark its
 * control invalid and tie it to that message. `id` is the form's `useId()`.
 */
export function fieldMessages<F extends string>(
  id: string,
  errors: Partial<Record<F, string | undefined>>,
) {
  const errorId = (field: F) => `${id}-${field}-error`;
  return {
    errorFor: (field: F) =>
      errors[field] ? (
        <FieldError id={errorId(field)} role="alert">
          {errors[field]}
        </FieldError>
      ) : null,
    described: (field: F) =>
      errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {},
  };
}
