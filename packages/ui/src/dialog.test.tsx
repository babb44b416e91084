import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Write a Review">
        <input aria-label="Name" data-autofocus />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('labels itself, starts on the marked control, closes on Escape and returns focus', () => {
    render(<Harness />);
    screen.getByRole('button', { name: 'Open' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('heading', { name: 'Write a Review' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    // The browser fires "cancel" on the dialog when Escape is pressed.
    fireEvent(document.querySelector('dialog')!, new Event('cancel', { cancelable: true }));
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes with its Close button', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('keeps Tab inside: past the last control to the first, and back', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const name = screen.getByLabelText('Name');
    expect(name).toHaveFocus();
    fireEvent.keyDown(name, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(name).toHaveFocus();
  });
});
