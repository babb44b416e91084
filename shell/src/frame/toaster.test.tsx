import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, useToastStore } from '@pizza-atlas/platform';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('shows one toast at a time and closes it with its close button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Review submitted!', description: 'Thank you for sharing your experience.' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Review submitted!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for sharing your experience.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Review submitted!')).toBeNull();
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('closes by itself after its duration', () => {
    jest.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        toast({ title: 'Short', duration: 1000 });
      });
      expect(screen.getByText('Short')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(1500);
      });
      expect(useToastStore.getState().toasts).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers F8 to reach notifications', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });
});
