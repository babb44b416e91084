import {
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';

/** How far below (or above) the screen a part of the page counts as near. */
export const NEAR_VIEW_MARGIN = '600px 0px';

/** What counts as nearing a part at once: a pointer over it, a touch, the keyboard's focus. */
const APPROACHES = ['pointerover', 'touchstart', 'focusin'] as const;

/** The controls a click before hydration is replayed on; a link simply goes where it points. */
const REPLAYED = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';

/**
 * Calls `reach` once the visitor nears the element: it comes within NEAR_VIEW_MARGIN of the
 * screen, or a pointer, a touch or the keyboard's focus reaches it (at once where the browser
 * has no IntersectionObserver). A click on one of its buttons before it is ready is not lost:
 * it is held, and replayed by the `ready` this returns, which the part calls once its code
 * has hydrated it. An element drawn as `display: contents` is watched through its first child.
 */
export function useNear(
  ref: RefObject<HTMLElement | null>,
  reach: () => void,
  enabled = true,
): { ready: () => void } {
  const pending = useRef<HTMLElement | null>(null);
  const isReady = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    // On the window, in the capture phase: React stops a click on HTML it has not hydrated
    // yet before it reaches the part itself.
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const onClick = (event: MouseEvent) => {
      if (isReady.current || !inside(event)) return;
      reach();
      const control = (event.target as Element).closest?.(REPLAYED);
      if (control instanceof HTMLElement && element.contains(control)) {
        pending.current = control;
        event.preventDefault();
      }
    };
    const onApproach = (event: Event) => {
      if (inside(event)) reach();
    };
    window.addEventListener('click', onClick, true);
    for (const type of APPROACHES) window.addEventListener(type, onApproach, true);
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          reach();
          observer?.disconnect();
        },
        { rootMargin: NEAR_VIEW_MARGIN },
      );
      const box =
        getComputedStyle(element).display === 'contents'
          ? (element.firstElementChild ?? element)
          : element;
      observer.observe(box);
    } else reach();
    return () => {
      observer?.disconnect();
      window.removeEventListener('click', onClick, true);
      for (const type of APPROACHES) window.removeEventListener(type, onApproach, true);
    };
  }, [ref, reach, enabled]);
  const ready = useCallback(() => {
    isReady.current = true;
    const control = pending.current;
    pending.current = null;
    if (control?.isConnected) control.click();
  }, []);
  return { ready };
}

/** Renders nothing; tells its part once what is beside it has rendered (or hydrated). */
export function ReadyMark({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}

const noSubscription = () => () => undefined;

/**
 * Where a render runs: on the server (Node, no window) or in the browser. A test in jsdom,
 * which always has a window, says when its render stands for the server's.
 */
export const renderPlace = { onServer: () => typeof window === 'undefined' };

interface Gate {
  opened: Promise<void>;
  isOpen: () => boolean;
  open: () => void;
}

function createGate(): Gate {
  let resolve = () => {};
  let isOpen = false;
  const opened = new Promise<void>((settle) => (resolve = settle));
  const open = () => {
    isOpen = true;
    // React's thenable fields: `use` reads an opened gate at once, without suspending.
    Object.assign(opened, { status: 'fulfilled', value: undefined });
    resolve();
  };
  return { opened, isOpen: () => isOpen, open };
}

/**
 * Holds its children's hydration until the gate opens: React keeps the server's HTML of a
 * boundary that suspends while it hydrates. Whether this render is a hydration is read here,
 * inside the boundary (the server's snapshot is used only then), so that nothing outside it
 * renders again when hydration ends. Once the gate is open every render reads it, which
 * `use` answers at once, as React expects of a render that suspended before.
 */
function Held({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (gate && (hydrating || gate.isOpen())) use(gate.opened);
  return children;
}

/**
 * A part of a server-rendered page below the first screen, hydrated only once the visitor
 * nears it: until then the browser keeps the server's HTML as it is (readable, its links
 * plain links) and spends no work on it, so the page answers sooner on a slow phone. It adds
 * no box of its own (`display: contents`), so it can wrap a grid's or a list's item. Rendered
 * in the browser (a page reached by the app's own navigation), it shows its children at once.
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  // Only the browser waits; the server renders the children as they are.
  const [gate] = useState(() => (renderPlace.onServer() ? null : createGate()));
  const ref = useRef<HTMLDivElement>(null);
  const open = useCallback(() => gate?.open(), [gate]);
  const [hydrated, setHydrated] = useState(false);
  const { ready } = useNear(ref, open, gate !== null);
  const onReady = useCallback(() => {
    ready();
    setHydrated(true);
  }, [ready]);
  // Until it has hydrated, the boundary is the very same element at every render: a parent
  // that renders again must not reach the server's HTML while it waits, or React would drop
  // that HTML and render the part afresh in the browser. Its children count from then on.
  const shown = hydrated ? children : null;
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Held gate={gate}>{children}</Held>
        <ReadyMark onReady={onReady} />
      </Suspense>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- children only once hydrated (above)
    [gate, onReady, hydrated, shown],
  );
  return (
    <div
      ref={ref}
      style={{ display: 'contents' }}
      data-hydrate-near={hydrated ? 'ready' : 'waiting'}
    >
      {boundary}
    </div>
  );
}
