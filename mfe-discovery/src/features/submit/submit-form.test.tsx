import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@pizza-atlas/platform';
import { fakeApi, renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { SubmitForm } from './submit-form';

const created = {
  restaurant: {
    id: '8f1c2d4e-0000-4000-8000-000000000001',
    name: 'Slice Haven',
    address: '1 Main St, Austin, TX',
    phone: '',
    website: '',
    pizzaStyle: 'detroit',
    features: ['delivery'],
    description: '',
    rating: null,
    reviewCount: 0,
    imageUrl: '',
    providerId: null,
    isUserSubmitted: true,
    approved: false,
    createdAt: '2026-11-22T00:00:00.000Z',
  },
  message: 'Thanks!',
  alreadyListed: null,
  photoUpload: {
    url: '/api/restaurants/8f1c2d4e-0000-4000-8000-000000000001/photos',
    token: 'token-123',
    expiresAt: '2026-11-22T01:00:00.000Z',
    maxFiles: 6,
    maxBytesPerFile: 10485760,
  },
};

const lastToast = () => useToastStore.getState().toasts[0];

function file(name: string, type: string, size = 2048) {
  const blob = new File(['x'], name, { type });
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
}

beforeEach(() => useToastStore.setState({ toasts: [] }));

async function fillRequired() {
  await userEvent.type(screen.getByLabelText(/Restaurant name/), '  Slice Haven ');
  await userEvent.type(screen.getByLabelText(/Address/), '1 Main St, Austin, TX');
}

describe('SubmitForm', () => {
  it('offers every field and option of the spec', () => {
    renderWithProviders(<SubmitForm />, { route: '/submit' });
    for (const label of [/Restaurant name/, 'Phone', /Address/, 'Pizza style', 'Description'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Website')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Image URL')).toHaveAttribute('type', 'url');
    const styles = within(screen.getByLabelText('Pizza style')).getAllByRole('option');
    expect(styles.map((option) => option.getAttribute('value'))).toEqual([
      '',
      'neapolitan',
      'new-york',
      'chicago',
      'sicilian',
      'detroit',
      'other',
    ]);
    for (const feature of ['Delivery', 'Takeout', 'Vegan Options', 'Outdoor Seating'])
      expect(screen.getByRole('checkbox', { name: feature })).toBeInTheDocument();
    expect(screen.getByText('PNG, JPG up to 10MB each')).toBeInTheDocument();
  });

  it('requires a name and an address', async () => {
    const calls = fakeApi(() => ({ status: 201, body: created }));
    renderWithProviders(<SubmitForm />, { route: '/submit' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Restaurant' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Restaurant name/)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('rejects files that are not PNG or JPG, or over 10 MB, with a clear message', async () => {
    renderWithProviders(<SubmitForm />, { route: '/submit' });
    const picker = screen.getByLabelText(/Drop photos here/);
    await userEvent.upload(
      picker,
      [
        file('menu.pdf', 'application/pdf'),
        file('huge.jpg', 'image/jpeg', 11 * 1024 * 1024),
        file('oven.png', 'image/png'),
      ],
      { applyAccept: false },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('menu.pdf is not a PNG or JPG image, so it was not added.');
    expect(alert).toHaveTextContent('huge.jpg is larger than 10 MB, so it was not added.');
    expect(
      within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove oven.png' }));
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
  });

  it('submits the place and its photos, thanks the visitor and opens the directory', async () => {
    let release: () => void = () => undefined;
    const calls = fakeApi((call) =>
      call.url === '/api/restaurants'
        ? new Promise((resolve) => {
            release = () => resolve({ status: 201, body: created });
          })
        : { status: 201, body: { photos: [], remaining: 5, message: 'Photos added.' } },
    );
    renderWithProviders(<SubmitForm />, { route: '/submit' });
    await fillRequired();
    await userEvent.selectOptions(screen.getByLabelText('Pizza style'), 'detroit');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Delivery' }));
    await userEvent.upload(
      screen.getByLabelText(/Drop photos here/),
      file('oven.png', 'image/png'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit Restaurant' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/directory'));
    expect(calls[0]).toMatchObject({
      url: '/api/restaurants',
      method: 'POST',
      body: {
        name: 'Slice Haven',
        address: '1 Main St, Austin, TX',
        phone: '',
        website: '',
        pizzaStyle: 'detroit',
        features: ['delivery'],
        description: '',
        imageUrl: '',
        rating: null,
        providerId: null,
        approved: null,
        isUserSubmitted: null,
        website_confirm: '',
      },
    });
    expect(calls[1].url).toBe(created.photoUpload.url);
    expect(calls[1].headers).toMatchObject({ 'x-upload-token': 'token-123' });
    expect((calls[1].body as FormData).getAll('photos')).toHaveLength(1);
    expect(lastToast()).toMatchObject({
      title: 'Restaurant submitted!',
      description: 'Thank you for adding a new pizza place to our directory.',
    });
  });

  it('keeps the spec’s toast word for word when the place is already listed', async () => {
    fakeApi(() => ({
      status: 201,
      body: {
        ...created,
        alreadyListed: {
          id: 'c-osm',
          name: 'Slice Haven',
          address: '1 Main St, Austin, TX',
          path: '/restaurant/c-osm',
          because: ['address'],
        },
      },
    }));
    renderWithProviders(<SubmitForm />, { route: '/submit' });
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Restaurant' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/directory'));
    expect(lastToast()).toMatchObject({
      title: 'Restaurant submitted!',
      description: 'Thank you for adding a new pizza place to our directory.',
    });
  });

  it('keeps the place and tells the visitor why the API refused the photos', async () => {
    const refusal =
      'Photo uploads are limited to 200 MB an hour from each visitor, and this upload would go over it. Please try again in 25 minutes.';
    fakeApi((call) =>
      call.url === '/api/restaurants'
        ? { status: 201, body: created }
        : { status: 429, body: { error: { code: 'UPLOAD_LIMIT_REACHED', message: refusal } } },
    );
    renderWithProviders(<SubmitForm />, { route: '/submit' });
    await fillRequired();
    await userEvent.upload(
      screen.getByLabelText(/Drop photos here/),
      file('oven.png', 'image/png'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit Restaurant' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/directory'));
    expect(lastToast()).toMatchObject({
      title: 'Restaurant submitted!',
      description: `Thank you for adding a new pizza place to our directory. Your photos could not be uploaded: ${refusal}`,
    });
  });

  it('refuses a phone number that is not a US one beside the field, before sending', async () => {
    const calls = fakeApi(() => ({ status: 201, body: created }));
    renderWithProviders(<SubmitForm />, { route: '/submit' });
    await fillRequired();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAccessibleDescription('A US number with its area code.');
    await userEvent.type(phone, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Restaurant' }));
    expect(phone).toHaveFocus();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      'Please enter a US phone number with its area code, e.g. (312) 555-0123 A US number with its area code.',
    );
    expect(calls).toHaveLength(0);
  });

  it('shows what the API refused beside its field, focuses it, and raises no toast', async () => {
    const message =
      '"ZZ" is not a US state. Use the state\'s two-letter code, e.g. IL for Illinois.';
    fakeApi(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: `address: ${message}`,
          fields: { address: [message] },
        },
      },
    }));
    renderWithProviders(<SubmitForm />, { route: '/submit' });
    await userEvent.type(screen.getByLabelText(/Restaurant name/), 'Slice Haven');
    const address = screen.getByLabelText(/Address/);
    await userEvent.type(address, 'Nowhereville, ZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Restaurant' }));
    await waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(
      `${message} With the city and state, e.g. 123 Main St, Chicago, IL 60601.`,
    );
    expect(lastToast()).toBeUndefined();
    expect(screen.getByTestId('where')).toHaveTextContent('/submit');
    // Editing the field clears its message.
    await userEvent.type(address, 'x');
    expect(address).not.toHaveAttribute('aria-invalid');
  });

  it('shows the spec error toast when the submission fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi(() => ({ status: 503 }));
    renderWithProviders(<SubmitForm />, { route: '/submit' });
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Restaurant' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to submit restaurant. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/submit');
    expect(screen.getByRole('button', { name: 'Submit Restaurant' })).toBeEnabled();
  });
});
