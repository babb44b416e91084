import { act, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadRemoteModule } from './load-remote';
import { RemoteModule } from './remote-module';
import { LoadedModulesContext, type LoadedModules } from './server-modules';

jest.mock('./load-remote', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

/** A widget far down the page: a button that counts its clicks, and a link. */
function Showcase() {
  const [clicks, setClicks] = useState(0);
  return (
    <section>
      <button type="button" onClick={() => setClicks((value) => value + 1)}>
        Take Personality Quiz
      </button>
      <output>{`clicked ${clicks}`}</output>
      <a href="/labs/wait-times">Live Wait Times</a>
    </section>
  );
}

/** The browser's IntersectionObserver, driven by the test. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  /** The visitor scrolled the observed area near the screen. */
  near() {
    this.callback(
      this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function area(module: string, loaded: LoadedModules) {
  return (
    <LoadedModulesContext.Provider value={loaded}>
      <RemoteModule remote="labs" module={module} area="labs" compact loadWhenNear />
    </LoadedModulesContext.Provider>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;
let consoleError: jest.SpyInstance;

/** The server's HTML for the area, then the browser hydrating it without the module. */
async function serverThenBrowser(module: string) {
  const html = renderToString(
    area(module, {
      modules: new Map<string, ComponentType>([[`labs/${module}`, Showcase]]),
      otherwise: 'render-in-browser',
    }),
  );
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverButton = container.querySelector('button');
  await act(async () => {
    root = hydrateRoot(container, area(module, { modules: new Map(), otherwise: 'lazy' }));
  });
  return { html, serverButton };
}

beforeEach(() => {
  FakeObserver.all = [];
  load.mockReset();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  consoleError = jest.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  // No hydration mismatch or other error on the way.
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('an area loaded when the visitor nears it', () => {
  it("keeps the server's HTML and loads nothing until the area nears the screen", async () => {
    const { html, serverButton } = await serverThenBrowser('Near1');
    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector('button')).toBe(serverButton);

    const module = deferred<{ default: ComponentType }>();
    load.mockReturnValue(module.promise);
    await act(async () => FakeObserver.all.forEach((observer) => observer.near()));
    expect(load).toHaveBeenCalledWith('labs', 'Near1');
    await act(async () => module.resolve({ default: Showcase }));

    // Hydrated in place: the same button, now working.
    const near = container.querySelector('[data-area-near="labs/Near1"]');
    expect(near).toHaveAttribute('data-area-ready');
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton!.click());
    expect(container.querySelector('output')).toHaveTextContent('clicked 1');
  });

  it('replays a click on a button made before its code arrived, once', async () => {
    const { serverButton } = await serverThenBrowser('Near2');
    const module = deferred<{ default: ComponentType }>();
    load.mockReturnValue(module.promise);

    // The click itself starts the load (no scrolling reported yet).
    await act(async () => serverButton!.click());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('output')).toHaveTextContent('clicked 0');

    await act(async () => module.resolve({ default: Showcase }));
    expect(container.querySelector('output')).toHaveTextContent('clicked 1');
    await act(async () => serverButton!.click());
    expect(container.querySelector('output')).toHaveTextContent('clicked 2');
  });

  it('lets a link go where it points before the code arrives', async () => {
    await serverThenBrowser('Near3');
    load.mockReturnValue(new Promise(() => undefined));
    const link = container.querySelector('a')!;
    // Registered after the area's own listener, so it sees the click after the area did;
    // then it stops the navigation jsdom cannot do (a browser would follow the link).
    let preventedBeforeUs: boolean | undefined;
    const afterArea = (event: Event) => {
      preventedBeforeUs = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', afterArea, true);
    await act(async () => link.click());
    window.removeEventListener('click', afterArea, true);
    expect(preventedBeforeUs).toBe(false);
    expect(load).toHaveBeenCalledWith('labs', 'Near3');
  });

  it('starts the load when the keyboard focus reaches the area', async () => {
    const { serverButton } = await serverThenBrowser('Near4');
    load.mockReturnValue(new Promise(() => undefined));
    await act(async () => serverButton!.focus());
    expect(load).toHaveBeenCalledWith('labs', 'Near4');
  });
});
