import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  CONTACT_TYPES,
  type ContactMessageInput,
  type ContactType,
  HONEYPOT_FIELD,
  TEXT_LIMITS,
} from '@pizza-atlas/contracts';
import {
  Button,
  Card,
  color,
  FieldBox,
  FieldPair as Pair,
  fieldMessages,
  HoneypotField,
  radius,
  space,
  TextField,
} from '@pizza-atlas/ui';
import {
  isErrorText,
  sendContactMessage,
  validateContact,
  type ContactErrors,
  type ContactField,
} from './send-contact-message';

export const TYPE_LABELS: Record<ContactType, string> = {
  advertiser: 'Advertising',
  partnership: 'Partnership',
  general: 'General',
};

interface Values {
  name: string;
  email: string;
  company: string;
  message: string;
  type: ContactType | '';
}

const Form = styled(Card)`
  display: grid;
  gap: ${space(5)};
`;

/** A field of the form; the message box is several lines tall. */
const Field = styled(FieldBox)`
  textarea {
    min-height: 140px;
  }
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${color.textMuted};
`;

/** The answer box: red for failures, green otherwise (spec section 4). */
export const MessageBox = styled.p<{ $error: boolean }>`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${radius.md};
  border: 1px solid ${(p) => (p.$error ? color.danger : color.accent)};
  color: ${(p) => (p.$error ? color.danger : color.accent)};
  background: ${color.surface};
  font-weight: 600;
`;

const Sent = styled(Card)`
  display: grid;
  gap: ${space(4)};
  justify-items: start;
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const empty = (type: ContactType): Values => ({
  name: '',
  email: '',
  company: '',
  message: '',
  type,
});

type Status = { state: 'idle' | 'sending' } | { state: 'sent' | 'failed'; message: string };

/** The contact form of spec sections 4, 5 and 8; `initialType` comes from `?type=`. */
export function ContactForm({ initialType }: { initialType: ContactType }) {
  const [values, setValues] = useState<Values>(() => empty(initialType));
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = status.state === 'sending';

  const set = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const input = { ...values, website_confirm: honeypot };
    const found = validateContact(input);
    setErrors(found);
    const first = (['name', 'email', 'company', 'message', 'type'] as const).find(
      (field) => found[field],
    );
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus({ state: 'sending' });
    // Valid, so its type is one of CONTACT_TYPES.
    const outcome = await sendContactMessage(input as ContactMessageInput);
    setStatus({ state: outcome.sent ? 'sent' : 'failed', message: outcome.message });
  };

  const again = () => {
    setValues(empty(initialType));
    setHoneypot('');
    setErrors({});
    setStatus({ state: 'idle' });
  };

  if (status.state === 'sent') {
    return (
      <Sent as="section" aria-labelledby={`${id}-sent`}>
        <h2 id={`${id}-sent`}>Message Sent!</h2>
        <p role="status">{status.message}</p>
        <Button type="button" onClick={again}>
          Send Another Message
        </Button>
      </Sent>
    );
  }

  const { errorFor, described } = fieldMessages<ContactField>(id, errors);

  return (
    <Form as="form" ref={formRef} onSubmit={onSubmit} noValidate aria-label="Contact form">
      <Pair>
        <TextField
          id={`${id}-name`}
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={TEXT_LIMITS.contactName}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
        />
        <TextField
          id={`${id}-email`}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={TEXT_LIMITS.email}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          error={errors.email}
        />
      </Pair>
      <Pair>
        <TextField
          id={`${id}-company`}
          label={
            <>
              Company <Optional>(optional)</Optional>
            </>
          }
          name="company"
          autoComplete="organization"
          maxLength={TEXT_LIMITS.company}
          value={values.company}
          onChange={(event) => set('company', event.target.value)}
          error={errors.company}
        />
        <Field>
          <label htmlFor={`${id}-type`}>Inquiry type</label>
          <select
            id={`${id}-type`}
            name="type"
            value={values.type}
            onChange={(event) => set('type', event.target.value)}
            {...described('type')}
          >
            <option value="">Select an inquiry type</option>
            {CONTACT_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          {errorFor('type')}
        </Field>
      </Pair>
      <Field>
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          id={`${id}-message`}
          name="message"
          maxLength={TEXT_LIMITS.contactMessage}
          placeholder="How can we help?"
          value={values.message}
          onChange={(event) => set('message', event.target.value)}
          {...described('message')}
        />
        {errorFor('message')}
      </Field>
      <HoneypotField name={HONEYPOT_FIELD} value={honeypot} onChange={setHoneypot} />
      {status.state === 'failed' && (
        <MessageBox
          role="alert"
          data-tone={isErrorText(status.message) ? 'error' : 'success'}
          $error={isErrorText(status.message)}
        >
          {status.message}
        </MessageBox>
      )}
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending Message...' : 'Send Message'}
        </Button>
      </div>
    </Form>
  );
}
