import { render, screen } from '@testing-library/react';
import { FieldBox, fieldMessages } from './form-field';

type Field = 'name' | 'email';

function Form({ errors }: { errors: Partial<Record<Field, string>> }) {
  const { errorFor, described } = fieldMessages<Field>('f', errors);
  return (
    <form>
      {(['name', 'email'] as const).map((field) => (
        <FieldBox key={field}>
          <label htmlFor={`f-${field}`}>{field}</label>
          <input id={`f-${field}`} name={field} {...described(field)} />
          {errorFor(field)}
        </FieldBox>
      ))}
    </form>
  );
}

describe('fieldMessages', () => {
  it('ties a field with a message to it and marks it invalid', () => {
    render(<Form errors={{ email: 'Please enter a valid email address.' }} />);
    const email = screen.getByRole('textbox', { name: 'email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  });

  it('leaves a field without a message alone', () => {
    render(<Form errors={{ email: 'Please enter a valid email address.' }} />);
    const name = screen.getByRole('textbox', { name: 'name' });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAttribute('aria-describedby');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
