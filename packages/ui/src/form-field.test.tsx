import { render, screen } from '@testing-library/react';
import { FieldBox, TextField, fieldMessages } from './form-field';

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

describe('TextField with an action', () => {
  it('puts the button beside its input and ties the input to its hint and message', () => {
    render(
      <TextField
        label="City and state"
        hint="Enter a city and its state, separated by a comma."
        error="Please enter location as 'City, State' (e.g., 'Chicago, IL')"
        action={<button type="submit">Set Location</button>}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'City and state' });
    const button = screen.getByRole('button', { name: 'Set Location' });
    expect(field.parentElement).toBe(button.parentElement);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      "Please enter location as 'City, State' (e.g., 'Chicago, IL') Enter a city and its state, separated by a comma.",
    );
  });

  it('keeps the input alone under its label without one', () => {
    render(<TextField label="Email" />);
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field.parentElement?.querySelector('label')).toHaveTextContent('Email');
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
