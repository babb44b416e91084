import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, radius, space } from './tokens';

/** A labelled field: label, control, hint and message, one under the other. */
export const FieldBox = styled.div`
  display: grid;
  align-content: start;
  gap: ${space(1)};
  & > label {
    font-weight: 600;
  }
  input:not([type='checkbox']):not([type='radio']),
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
  [aria-invalid='true'] {
    border-color: ${color.danger};
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

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Shown under the field while there is no error. */
  hint?: ReactNode;
  /** The field's message; the input is marked invalid and described by it. */
  error?: string;
}

/**
 * A text input with its label, hint and error message wired for screen readers
 * (aria-invalid, aria-describedby). Forwards its ref, so form libraries can register it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <FieldBox>
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </FieldBox>
  );
});
