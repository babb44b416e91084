import { act, useState, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateWhenNear, renderPlace } from './near-view';

/** An IntersectionObserver the test drives: it says which elements are watched and fires them. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.watched.length = 0;
  }
  static enter(element: Element) {
    for (const observer of FakeObserver.all)
      if (observer.watched.includes(element))
        observer.callback(
          [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
  }
}

function Counter({ onWrite }: { onWrite: () => void }) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <p>Reviews: {count}</p>
      <button
        type="button"
        onClick={() => {
          setCount((value) => value + 1);
          onWrite();
        }}
      >
        Write a Review
      </button>
    </section>
  );
}

function Page({ onWrite }: { onWrite: () => void }) {
  return (
    <main>
      <h1>Top of the page</h1>
      <HydrateWhenNear>
        <Counter onWrite={onWrite} />
      </HydrateWhenNear>
    </main>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  FakeObserver.all = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const wrapper = () => container.querySelector<HTMLElement>('[data-hydrate-near]')!;
const button = () => container.querySelector('button')!;

/** The page as the server renders it (jsdom always has a window: this render stands for Node's). */
function serverHtml(page: ReactElement): string {
  const onServer = jest.spyOn(renderPlace, 'onServer').mockReturnValue(true);
  try {
    return renderToString(page);
  } finally {
    onServer.mockRestore();
  }
}

async function hydrate(onWrite: () => void) {
  container.innerHTML = serverHtml(<Page onWrite={onWrite} />);
  await act(async () => {
    root = hydrateRoot(container, <Page onWrite={onWrite} />);
  });
}

describe('HydrateWhenNear', () => {
  it('keeps the server HTML unhydrated until the visitor nears it, watching its first box', async () => {
    const onWrite = jest.fn();
    await hydrate(onWrite);
    expect(wrapper()).toHaveStyle({ display: 'contents' });
    expect(wrapper()).toHaveAttribute('data-hydrate-near', 'waiting');
    // The server's HTML is there and readable; the part's code has not run.
    expect(container).toHaveTextContent('Reviews: 0');
    const section = container.querySelector('section')!;
    expect(FakeObserver.all.flatMap((observer) => observer.watched)).toEqual([section]);

    await act(async () => FakeObserver.enter(section));
    expect(wrapper()).toHaveAttribute('data-hydrate-near', 'ready');
    await act(async () => button().click());
    expect(onWrite).toHaveBeenCalledTimes(1);
    expect(container).toHaveTextContent('Reviews: 1');
  });

  it('keeps the server HTML while it waits when the page around it renders again', async () => {
    let rerender = () => {};
    function Parent() {
      const [renders, setRenders] = useState(0);
      rerender = () => setRenders((value) => value + 1);
      return (
        <main>
          <h1>Rendered {renders} times</h1>
          <HydrateWhenNear>
            <Counter onWrite={() => undefined} />
          </HydrateWhenNear>
        </main>
      );
    }
    container.innerHTML = serverHtml(<Parent />);
    const section = container.querySelector('section');
    await act(async () => {
      root = hydrateRoot(container, <Parent />);
    });
    await act(async () => rerender());
    expect(container).toHaveTextContent('Rendered 1 times');
    expect(container.querySelector('section')).toBe(section);
    expect(wrapper()).toHaveAttribute('data-hydrate-near', 'waiting');

    // Hydrated in place: the server's elements are kept, now live.
    await act(async () => FakeObserver.enter(section!));
    expect(wrapper()).toHaveAttribute('data-hydrate-near', 'ready');
    expect(container.querySelector('section')).toBe(section);
    await act(async () => button().click());
    expect(container).toHaveTextContent('Reviews: 1');
  });

  it('holds a click on a button before hydration and replays it once hydrated', async () => {
    const onWrite = jest.fn();
    await hydrate(onWrite);
    await act(async () => button().click());
    expect(wrapper()).toHaveAttribute('data-hydrate-near', 'ready');
    expect(onWrite).toHaveBeenCalledTimes(1);
    expect(container).toHaveTextContent('Reviews: 1');
  });

  it('hydrates when a pointer comes over it', async () => {
    await hydrate(jest.fn());
    await act(async () =>
      button().dispatchEvent(new Event('pointerover', { bubbles: true, cancelable: true })),
    );
    expect(wrapper()).toHaveAttribute('data-hydrate-near', 'ready');
  });

  it('renders its children at once when the page is rendered in the browser', async () => {
    const onWrite = jest.fn();
    await act(async () => {
      root = createRoot(container);
      root.render(<Page onWrite={onWrite} />);
    });
    expect(wrapper()).toHaveAttribute('data-hydrate-near', 'ready');
    await act(async () => button().click());
    expect(onWrite).toHaveBeenCalledTimes(1);
  });
});
