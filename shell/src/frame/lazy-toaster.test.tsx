import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, useToastStore } from '@pizza-atlas/platform';
import { LazyToaster } from './lazy-toaster';

describe('LazyToaster', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('renders nothing until the first toast, then shows it', async () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast({ title: 'Review submitted!' });
    });
    expect(await screen.findByText('Review submitted!')).toBeInTheDocument();
  });

  it('answers F8 before any toast by loading the notifications and focusing them', async () => {
    render(<LazyToaster />);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).toBeNull();
    await userEvent.keyboard('{F8}');
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(region).toContainElement(document.activeElement as HTMLElement);
  });
});
