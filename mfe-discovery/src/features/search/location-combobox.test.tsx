import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { HeroSearch } from './hero-search';

// Records when the combobox's chunk (downshift) is first loaded: once per file, so the tests
// that must not load it run first.
const mockLoads: string[] = [];
jest.mock('./location-suggestions', () => {
  mockLoads.push('location-suggestions');
  return jest.requireActual('./location-suggestions');
});

const SUGGESTIONS = {
  suggestions: [{ kind: 'city', label: 'Chicago, IL', value: 'Chicago, IL' }],
};

/** Types into the plain box, then waits for the combobox to take its place. */
async function typeBeforeTheComboboxArrives(text: string) {
  const { queryClient } = renderWithProviders(<HeroSearch />, { route: '/' });
  const plain = box();
  act(() => plain.focus());
  fireEvent.change(plain, { target: { value: text } });
  await waitFor(() => expect(box()).not.toBe(plain));
  return queryClient;
}

function box() {
  return screen.getByRole<HTMLInputElement>('combobox', { name: 'City, state, or ZIP code' });
}

describe('LocationCombobox before its first use', () => {
  it('is a closed combobox, without loading downshift', () => {
    const calls = fakeApi(() => ({ body: SUGGESTIONS }));
    renderWithProviders(<HeroSearch />, { route: '/' });
    const plain = box();
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    expect(plain).toHaveAttribute('aria-autocomplete', 'list');
    expect(plain).toHaveAttribute('aria-controls', 'hero-location-combobox-menu');
    expect(plain).toHaveAttribute('name', 'location');
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute(
      'id',
      'hero-location-combobox-menu',
    );
    expect(mockLoads).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('searches what is typed with Enter before it is loaded, as a plain form does', () => {
    fakeApi(() => ({ body: SUGGESTIONS }));
    renderWithProviders(<HeroSearch />, { route: '/' });
    const plain = box();
    fireEvent.change(plain, { target: { value: 'Austin, TX' } });
    fireEvent.submit(plain.form!);
    expect(screen.getByTestId('where')).toHaveTextContent('/directory?location=Austin%2C%20TX');
    expect(mockLoads).toEqual([]);
  });

  it.each([
    ['focus', (input: HTMLInputElement) => act(() => input.focus())],
    ['pointer down', (input: HTMLInputElement) => fireEvent.pointerDown(input)],
    ['key press', (input: HTMLInputElement) => fireEvent.keyDown(input, { key: 'c' })],
  ])('loads the combobox on the first %s', async (_use, use) => {
    fakeApi(() => ({ body: SUGGESTIONS }));
    renderWithProviders(<HeroSearch />, { route: '/' });
    const plain = box();
    await use(plain);
    await waitFor(() => expect(box()).not.toBe(plain));
    expect(box()).toHaveAttribute('aria-controls', 'hero-location-combobox-menu');
    expect(mockLoads).toEqual(['location-suggestions']);
  });

  it('keeps the text typed, the focus and the caret as the combobox takes over', async () => {
    fakeApi(() => ({ body: SUGGESTIONS }));
    renderWithProviders(<HeroSearch />, { route: '/' });
    const plain = box();
    // Typed and the caret moved before the chunk arrives.
    act(() => plain.focus());
    fireEvent.change(plain, { target: { value: 'Chica' } });
    plain.setSelectionRange(2, 4);
    await waitFor(() => expect(box()).not.toBe(plain));
    const live = box();
    expect(live).toHaveValue('Chica');
    expect(live).toHaveFocus();
    expect([live.selectionStart, live.selectionEnd]).toEqual([2, 4]);
  });

  it('does not open the list by itself for text typed before it arrived, only on the next arrow', async () => {
    const calls = fakeApi(() => ({ body: SUGGESTIONS }));
    const queryClient = await typeBeforeTheComboboxArrives('Chica');
    // The suggestions for the text are fetched and in hand...
    await waitFor(() =>
      expect(queryClient.getQueryData(['places', 'suggest', 'chica'])).toEqual(SUGGESTIONS),
    );
    expect(calls.map((call) => call.url)).toEqual(['/api/places/suggest?q=Chica']);
    // ...and the list stays closed: the visitor may already be reaching for Find Pizza.
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    // The next arrow opens it at once, with what was fetched.
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: /Chicago, IL/ })).toBeVisible();
  });

  it('opens the list for text typed before it arrived on the next key typed', async () => {
    fakeApi(() => ({ body: SUGGESTIONS }));
    const queryClient = await typeBeforeTheComboboxArrives('Chica');
    await waitFor(() =>
      expect(queryClient.getQueryData(['places', 'suggest', 'chica'])).toBeTruthy(),
    );
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await userEvent.type(box(), 'g');
    expect(await screen.findByRole('option', { name: /Chicago, IL/ })).toBeVisible();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });
});

it('the combobox, once loaded, still searches a suggestion chosen', async () => {
  fakeApi(() => ({ body: SUGGESTIONS }));
  renderWithProviders(<HeroSearch />, { route: '/' });
  await userEvent.type(box(), 'chi');
  await userEvent.click(await screen.findByRole('option', { name: /Chicago/ }));
  expect(screen.getByTestId('where')).toHaveTextContent('/directory?location=Chicago%2C%20IL');
});

it('is expanded only while its list shows suggestions', async () => {
  let answer: (value: { body: typeof SUGGESTIONS }) => void = () => undefined;
  fakeApi(() => new Promise((resolve) => (answer = resolve)));
  renderWithProviders(<HeroSearch />, { route: '/' });
  await userEvent.type(box(), 'chi');
  // Open for downshift, but nothing to show yet: the request is on its way.
  await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  expect(box()).toHaveAttribute('aria-activedescendant', '');
  answer({ body: SUGGESTIONS });
  expect(await screen.findByRole('option', { name: /Chicago/ })).toBeVisible();
  expect(box()).toHaveAttribute('aria-expanded', 'true');
});

it('keeps each key in the box as it is typed, before any effect runs', async () => {
  fakeApi(() => ({ body: SUGGESTIONS }));
  renderWithProviders(<HeroSearch />, { route: '/' });
  const plain = box();
  act(() => plain.focus());
  await waitFor(() => expect(box()).not.toBe(plain));
  const live = box();
  // As a browser types: the input event, then the next key at once. Outside act, so React
  // works as in the page: the box is controlled, and the text it shows between two keys is
  // what the next key is added to.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
    .IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const seen: string[] = [];
  try {
    for (const text of ['C', 'Ch', 'Chi']) {
      setValue.call(live, text);
      live.dispatchEvent(new Event('input', { bubbles: true }));
      seen.push(live.value);
    }
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT =
      actEnvironment;
  }
  expect(seen).toEqual(['C', 'Ch', 'Chi']);
  await waitFor(() => expect(box()).toHaveValue('Chi'));
});
