import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ACCOUNT_SESSION_KEY } from '@pizza-atlas/api-client';
import { ManifestContext, useManifestStore } from '@pizza-atlas/platform';
import { ALL_REMOTES, manifestWith } from '../test/render-with-frame';
import { Footer } from './footer';
import { Header } from './header';
import { KeptHtmlProvider, readKeptHtml, type KeptHtml } from './kept-html';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function Frame({ kept }: { kept: KeptHtml }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ACCOUNT_SESSION_KEY, {
    account: null,
    csrfToken: null,
    idleExpiresAt: null,
  });
  // The server renders with the request's registry snapshot; the browser's store starts
  // with the snapshot inlined in the page, which a test's store cannot.
  const manifest = useManifestStore.getState().manifest;
  return (
    <ManifestContext.Provider value={manifest}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/directory']}>
          <KeptHtmlProvider value={kept}>
            <Header />
            <Where />
            <Footer />
          </KeptHtmlProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </ManifestContext.Provider>
  );
}

/** The server's HTML in a container, as the browser has it before the shell starts. */
function serverPage() {
  useManifestStore.getState().setManifest(manifestWith(ALL_REMOTES));
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Frame kept={new Map()} />);
  document.body.replaceChildren(container);
  return container;
}

async function hydrated() {
  const container = serverPage();
  const before = [...container.querySelectorAll('[data-kept] a')];
  const errors: unknown[] = [];
  const kept = readKeptHtml(container);
  await act(async () => {
    hydrateRoot(container, <Frame kept={kept} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { container, before, errors, kept };
}

const ownedByReact = (node: Element) =>
  Object.keys(node).some((key) => key.startsWith('__reactFiber'));

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('the frame parts kept as the server drew them', () => {
  it('reads the header links and the footer groups from the page', () => {
    const kept = readKeptHtml(serverPage());
    expect([...kept.keys()]).toEqual(['header-nav', 'footer-groups']);
    expect(kept.get('header-nav')).toContain('href="/contact"');
    expect(kept.get('footer-groups')).toContain('Share on Reddit');
  });

  it('hydrates without an error and leaves the links the server drew in place', async () => {
    const { container, before, errors } = await hydrated();
    expect(errors).toEqual([]);
    expect(before.length).toBeGreaterThan(20);
    const after = [...container.querySelectorAll('[data-kept] a')];
    expect(after).toHaveLength(before.length);
    after.forEach((link, index) => expect(link).toBe(before[index]));
    // React owns none of them (it marks each node it hydrates), and still owns the rest.
    expect(before.filter(ownedByReact)).toEqual([]);
    expect(ownedByReact(screen.getByRole('link', { name: 'Pizza Atlas home' }))).toBe(true);
  });

  it('sends a plain click on a kept link through the router and marks the page shown', async () => {
    await hydrated();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const directory = within(nav).getAllByRole('link', { name: 'Directory' })[0]!;
    expect(directory).toHaveAttribute('aria-current', 'page');
    const contact = within(nav).getAllByRole('link', { name: 'Contact' })[0]!;
    const click = fireEvent.click(contact);
    expect(click).toBe(false); // the browser's own navigation was prevented
    expect(where()).toBe('/contact');
    for (const link of within(nav).getAllByRole('link', { name: 'Contact' })) {
      expect(link).toHaveAttribute('aria-current', 'page');
    }
    expect(directory).not.toHaveAttribute('aria-current');

    const footer = screen.getByRole('navigation', { name: 'Legal links' });
    fireEvent.click(within(footer).getAllByRole('link')[0]!);
    expect(where()).not.toBe('/contact');
    expect(where()).toBe(within(footer).getAllByRole('link')[0]!.getAttribute('href'));
  });

  it('leaves new-tab, modified and other-site clicks to the browser', async () => {
    await hydrated();
    // What the page's handlers left to the browser, noted after them; jsdom cannot follow it.
    const leftToBrowser: boolean[] = [];
    const note = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', note);
    try {
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const contact = within(nav).getAllByRole('link', { name: 'Contact' })[0]!;
      fireEvent.click(contact, { ctrlKey: true });
      fireEvent.click(contact, { shiftKey: true });
      fireEvent.click(contact, { button: 1 });
      const share = screen.getByRole('link', { name: 'Share on Reddit' });
      expect(share).toHaveAttribute('target', '_blank');
      fireEvent.click(share);
      fireEvent.click(contact);
    } finally {
      window.removeEventListener('click', note);
    }
    expect(leftToBrowser).toEqual([true, true, true, true, false]);
    expect(where()).toBe('/contact');
  });

  it('writes the same HTML back when the browser renders the frame anew', async () => {
    const kept = readKeptHtml(serverPage());
    const fresh = document.createElement('div');
    document.body.replaceChildren(fresh);
    await act(async () => createRoot(fresh).render(<Frame kept={kept} />));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.innerHTML).toBe(kept.get('header-nav'));
    fireEvent.click(within(nav).getAllByRole('link', { name: 'Contact' })[0]!);
    expect(where()).toBe('/contact');
  });
});
