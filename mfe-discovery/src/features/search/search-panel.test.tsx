import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { emulatePhoneWidth } from '../../test/phone-width';
import { EMPTY_CRITERIA } from './search-criteria';
import { SearchPanel } from './search-panel';

const CHICAGO = { ...EMPTY_CRITERIA, location: 'Chicago, IL' };

beforeEach(() => {
  fakeApi(() => ({ body: { suggestions: [] } }));
});

describe('the filters on a phone', () => {
  let restore = () => {};
  beforeEach(() => {
    restore = emulatePhoneWidth();
  });
  afterEach(() => restore());

  it('open as a sheet that keeps focus inside, applies at once and closes on Escape', async () => {
    const onSearch = jest.fn();
    renderWithProviders(<SearchPanel criteria={CHICAGO} isSearchActive onSearch={onSearch} />);
    const toggle = screen.getByRole('button', { name: 'Show Filters' });
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Nothing of the filters sits in the page between the search and the results.
    expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();

    toggle.focus();
    await userEvent.click(toggle);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Price $$' }));
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ price: [2] }));

    // Tab past the last control comes back to the first (the sheet's Close).
    const done = within(sheet).getByRole('button', { name: 'Show results' });
    done.focus();
    fireEvent.keyDown(done, { key: 'Tab' });
    expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();

    // The browser fires "cancel" on the dialog when Escape is pressed.
    fireEvent(sheet, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('counts the filters on, on the collapsed "Show Filters"', async () => {
    const filtered = {
      ...CHICAGO,
      price: [1, 2],
      features: ['delivery' as const],
      openNow: true,
    };
    const onSearch = jest.fn();
    renderWithProviders(<SearchPanel criteria={filtered} isSearchActive onSearch={onSearch} />);
    // The price (its levels together), a feature and open now.
    const toggle = screen.getByRole('button', { name: 'Show Filters (3)' });
    await userEvent.click(toggle);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(sheet).getByLabelText('Open now'));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(screen.getByRole('button', { name: 'Show Filters (2)' })).toBeInTheDocument();
  });

  it('closes with "Show results"', async () => {
    renderWithProviders(<SearchPanel criteria={CHICAGO} isSearchActive onSearch={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a tap on a phone before the width is known', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('opens the sheet, not the wide screen filters', async () => {
    // The first render after hydration is the server's (no phone) until the media query's
    // effect runs: here the query answers "not a phone" at that effect, then the width is a
    // phone's by the time of the tap, with no change event between.
    renderWithProviders(<SearchPanel criteria={CHICAGO} isSearchActive onSearch={jest.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Show Filters' });
    expect(toggle).not.toHaveAttribute('aria-haspopup');
    restore = emulatePhoneWidth();
    await userEvent.click(toggle);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByLabelText('Sort by')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the filters on a wider screen', () => {
  it('offer vegan once, as the feature Vegan Options, not also as a category', async () => {
    renderWithProviders(<SearchPanel criteria={CHICAGO} isSearchActive onSearch={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show Filters' }));
    const categories = within(screen.getByLabelText('Category'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(categories).toEqual([
      'All Pizza',
      'Neapolitan',
      'Sicilian',
      'Deep Dish',
      'Wood-Fired',
      'Artisan',
      'Gluten-Free',
    ]);
    expect(screen.getAllByText(/vegan/i).map((element) => element.textContent)).toEqual([
      'Vegan Options',
    ]);
  });

  it('open in place under the search', async () => {
    renderWithProviders(<SearchPanel criteria={CHICAGO} isSearchActive onSearch={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show Filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

it('puts Search right after the location box, before Radius, in the order tabbed through', async () => {
  // The order on screen too (search-panel-styles.ts's SearchLine): Search beside the box,
  // where the suggestion list, opening under them both, never covers it.
  renderWithProviders(<SearchPanel criteria={CHICAGO} isSearchActive onSearch={jest.fn()} />);
  await userEvent.click(screen.getByLabelText('Location'));
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByLabelText('Radius')).toHaveFocus();
});
