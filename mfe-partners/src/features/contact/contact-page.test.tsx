import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { ContactPage } from './contact-page';

const RECEIVED = "Thank you for your message! We'll get back to you as soon as we can.";

const typeSelect = () => screen.getByLabelText('Inquiry type');
const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending Message/ });

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Name'), 'Ada Baker');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Message'), 'Do you list food trucks too?');
}

describe('ContactPage', () => {
  it('shows Get In Touch with the three blurbs', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeInTheDocument();
    for (const name of ['Advertising', 'Partnerships', 'Support'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByLabelText(/Company/)).toBeInTheDocument();
  });

  it.each([
    ['/contact', 'general'],
    ['/contact?type=advertiser', 'advertiser'],
    ['/contact?type=partnership', 'partnership'],
    ['/contact?type=general', 'general'],
    ['/contact?type=bogus', 'general'],
  ])('%s preselects the %s inquiry type', (route, type) => {
    renderWithProviders(<ContactPage />, { route });
    expect(typeSelect()).toHaveValue(type);
  });

  it('shows each validation message of spec section 5 and sends nothing', async () => {
    const calls = fakeApi(() => ({ status: 201, body: { success: true, message: RECEIVED } }));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Message'), 'too short');
    await userEvent.selectOptions(typeSelect(), '');
    await userEvent.click(sendButton());
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Please select an inquiry type')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
    // A corrected field loses its message.
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('sends the message, shows Sending Message... while it is on its way, then Message Sent!', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    const calls = fakeApi(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<ContactPage />, { route: '/contact?type=advertiser' });
    await fillValid();
    await userEvent.type(screen.getByLabelText(/Company/), 'Slice Co');
    await userEvent.click(sendButton());
    expect(screen.getByRole('button', { name: 'Sending Message...' })).toBeDisabled();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/contact',
      method: 'POST',
      body: {
        name: 'Ada Baker',
        email: 'ada@example.com',
        company: 'Slice Co',
        message: 'Do you list food trucks too?',
        type: 'advertiser',
        website_confirm: '',
      },
    });
    await act(async () => answer({ status: 201, body: { success: true, message: RECEIVED } }));
    expect(screen.getByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(screen.getByText(RECEIVED)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText(/Company/)).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(typeSelect()).toHaveValue('advertiser');
    expect(sendButton()).toHaveTextContent('Send Message');
    expect(sendButton()).toBeEnabled();
  });

  it('shows the server message of a refused message in a red box', async () => {
    fakeApi(() => ({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Failed to store your message' } },
    }));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillValid();
    await userEvent.click(sendButton());
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Failed to store your message');
    expect(box).toHaveAttribute('data-tone', 'error');
    expect(sendButton()).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Baker');
  });

  it('falls back to the spec failure message when the answer has none', async () => {
    fakeApi(() => ({ status: 502 }));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillValid();
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again.',
    );
  });

  it('gives the answer message when success is false, green when it names no failure', async () => {
    fakeApi(() => ({
      status: 201,
      body: { success: false, message: 'We already have this message, thank you.' },
    }));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillValid();
    await userEvent.click(sendButton());
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('We already have this message, thank you.');
    expect(box).toHaveAttribute('data-tone', 'success');
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
  });

  it('shows the network message in a red box when the request never gets an answer', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillValid();
    await userEvent.click(sendButton());
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Network error. Please check your connection and try again.');
    expect(box).toHaveAttribute('data-tone', 'error');
    await waitFor(() => expect(sendButton()).toBeEnabled());
  });
});
