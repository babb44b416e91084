import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  OWNER_LISTING_MESSAGES,
  US_PHONE_MESSAGE,
  type OwnerListing,
} from '@pizza-atlas/contracts';
import { fakeApi, renderWithProviders } from '@pizza-atlas/dev-host/src/test/render';
import { DashboardPage } from './dashboard-page';
import { claimOf, PLACE, SIGNED_IN } from './signed-in.fixture';

const LISTING: OwnerListing = {
  place: PLACE,
  phone: { value: '(512) 555-0100', byOwner: false },
  website: { value: 'https://source.example/', byOwner: false },
  openingHours: { value: 'Mo-Su 11:00-22:00', byOwner: false },
  description: { value: '', byOwner: false },
  updatedAt: null,
};
const day = (date: string, weekday: number, open: boolean) => ({
  date,
  weekday,
  intervals: open ? [{ start: '11:00', end: '22:00' }] : [],
  holiday: null,
});

type Answer = { status?: number; body: unknown };

function dashboard(write: (url: string, body: unknown) => Answer) {
  return fakeApi((call) => {
    if (call.url === '/api/account/session') return { body: SIGNED_IN };
    if (call.url === '/api/account/claims') {
      return {
        body: {
          claims: [
            claimOf('approved'),
            claimOf('pending', { ...PLACE, id: 'p2', name: 'Other Pies' }),
          ],
        },
      };
    }
    if (call.url === '/api/account/listings/p1' && call.method === 'GET') return { body: LISTING };
    return write(call.url, call.body);
  });
}

async function openEditor() {
  renderWithProviders(<DashboardPage />, { route: '/advertiser/dashboard' });
  const list = await screen.findByRole('list', { name: 'Your claims' });
  // Only the approved claim's place can be edited.
  expect(within(list).getAllByRole('button', { name: 'Edit Listing' })).toHaveLength(1);
  const edit = within(list).getByRole('button', { name: 'Edit Listing' });
  edit.focus();
  await userEvent.keyboard('{Enter}');
  expect(edit).toHaveAttribute('aria-expanded', 'true');
  return screen.findByRole('form', { name: 'Edit your listing' });
}

describe("an owner's listing form", () => {
  it('opens from the keyboard with what visitors see, and sends only what changed', async () => {
    const calls = dashboard((url) =>
      url === '/api/account/listings/p1'
        ? {
            body: {
              ...LISTING,
              phone: { value: '(512) 555-0199', byOwner: true },
              updatedAt: '2026-11-25T17:00:00.000Z',
            },
          }
        : { status: 404, body: {} },
    );
    const form = await openEditor();
    const phone = within(form).getByLabelText('Phone');
    expect(phone).toHaveValue('(512) 555-0100');
    expect(within(form).getByLabelText('Website')).toHaveValue('https://source.example/');
    expect(within(form).getByLabelText('Opening hours')).toHaveValue('Mo-Su 11:00-22:00');

    await userEvent.clear(phone);
    await userEvent.type(phone, '512 555 0199');
    // Tab through the form to its button and press it: no mouse needed.
    within(form).getByRole('button', { name: 'Save Listing' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(form).findByText(OWNER_LISTING_MESSAGES.saved)).toHaveAttribute(
      'role',
      'status',
    );
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toBe('/api/account/listings/p1');
    expect(put.headers['x-csrf-token']).toBe('csrf-1');
    expect(put.body).toEqual({ phone: '512 555 0199' });
    expect(phone).toHaveValue('(512) 555-0199');
    expect(within(form).getByText('Last changed by you on Nov 25, 2026.')).toBeInTheDocument();
  });

  it("puts each of the API's refusals next to its field and focuses the first", async () => {
    dashboard(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: `phone: ${US_PHONE_MESSAGE}`,
          fields: {
            phone: [US_PHONE_MESSAGE],
            website: [OWNER_LISTING_MESSAGES.website],
          },
        },
      },
    }));
    const form = await openEditor();
    await userEvent.clear(within(form).getByLabelText('Phone'));
    await userEvent.type(within(form).getByLabelText('Phone'), 'call us');
    await userEvent.clear(within(form).getByLabelText('Website'));
    await userEvent.type(within(form).getByLabelText('Website'), 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Listing' }));

    const phone = within(form).getByLabelText('Phone');
    expect(await within(form).findByText(US_PHONE_MESSAGE)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(US_PHONE_MESSAGE));
    expect(within(form).getByLabelText('Website')).toHaveAccessibleDescription(
      expect.stringContaining(OWNER_LISTING_MESSAGES.website),
    );
    expect(phone).toHaveFocus();
    expect(within(form).queryByText(OWNER_LISTING_MESSAGES.saved)).not.toBeInTheDocument();
  });

  it('previews the week before saving, and names what is wrong with hours it cannot read', async () => {
    const unreadable =
      'The hours cannot be read at "Mo-F": Unexpected token: "-" This means that the syntax is not valid at that point or it is currently not supported.';
    const calls = dashboard((url, body) => {
      if (!url.endsWith('/hours-preview')) return { status: 404, body: {} };
      const { openingHours } = body as { openingHours: string };
      return openingHours.startsWith('Mo-Fx')
        ? {
            status: 400,
            body: {
              error: {
                code: 'VALIDATION_ERROR',
                message: `openingHours: ${unreadable}`,
                fields: { openingHours: [unreadable] },
              },
            },
          }
        : {
            body: {
              openingHours: 'Mo-Fr 11:00-22:00',
              week: [
                day('2026-11-25', 3, true),
                day('2026-11-26', 4, true),
                day('2026-11-27', 5, true),
                day('2026-11-28', 6, false),
                day('2026-11-29', 0, false),
                day('2026-11-30', 1, true),
                day('2026-12-01', 2, true),
              ],
            },
          };
    });
    const form = await openEditor();
    const hours = within(form).getByLabelText('Opening hours');
    await userEvent.clear(hours);
    await userEvent.type(hours, 'Mo-Fx 11:00-22:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview Week' }));
    expect(await within(form).findByText(unreadable)).toBeInTheDocument();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(hours).toHaveFocus();

    await userEvent.clear(hours);
    await userEvent.type(hours, 'Mon-Fri 11am-10pm');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview Week' }));
    const week = await within(form).findByRole('status', {
      name: 'Your week as visitors will see it',
    });
    expect(
      within(week)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Wednesday: 11 AM – 10 PM (today)',
      'Thursday: 11 AM – 10 PM',
      'Friday: 11 AM – 10 PM',
      'Saturday: Closed',
      'Sunday: Closed',
      'Monday: 11 AM – 10 PM',
      'Tuesday: 11 AM – 10 PM',
    ]);
    expect(hours).not.toHaveAttribute('aria-invalid');
    // A preview saves nothing.
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
