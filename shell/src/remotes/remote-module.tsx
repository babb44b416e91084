import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import type { RemoteName } from '@pizza-atlas/contracts';
import { Button, Notice, Spinner, space } from '@pizza-atlas/ui';
import { loadRemoteModule } from './load-remote';
import { RemoteBoundary } from './remote-boundary';
import { RenderInBrowser, useLoadedModules } from './server-modules';

type Loaded = LazyExoticComponent<ComponentType>;
const cache = new Map<string, Loaded>();

/**
 * The area's module as a lazy component, kept per module. With `whenNear` its load first
 * waits for the visitor to near the area (`NearView`).
 */
function lazyRemote(remote: RemoteName, module: string, whenNear = false): Loaded {
  const key = `${remote}/${module}`;
  const cacheKey = whenNear ? `near:${key}` : key;
  let component = cache.get(cacheKey);
  if (!component) {
    component = lazy(async () => {
      if (whenNear) await nearSignal(key).reached;
      const loaded = await loadRemoteModule<{ default: ComponentType }>(remote, module);
      return { default: loaded.default };
    });
    cache.set(cacheKey, component);
  }
  return component;
}

/** Starts the load of an area's code that waits for the visitor to near it. */
interface NearSignal {
  reached: Promise<void>;
  reach: () => void;
}
const nearSignals = new Map<string, NearSignal>();

function nearSignal(key: string): NearSignal {
  let signal = nearSignals.get(key);
  if (!signal) {
    let reach = () => {};
    const reached = new Promise<void>((resolve) => (reach = resolve));
    signal = { reached, reach };
    nearSignals.set(key, signal);
  }
  return signal;
}

/** How far below (or above) the screen an area starts loading its code. */
export const NEAR_VIEW_MARGIN = '600px 0px';

/** What starts an area's load at once: a pointer over it, a touch, the keyboard's focus. */
const APPROACHES = ['pointerover', 'touchstart', 'focusin'] as const;

/** The controls a click before hydration is replayed on; a link simply goes where it points. */
const REPLAYED = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';

/**
 * Wraps an area whose code the browser loads when the visitor nears it (an area far down
 * the home page): until then its server-rendered HTML stays as it is, unhydrated. The load
 * starts when the area comes within `NEAR_VIEW_MARGIN` of the screen, or at once when
 * a pointer, a touch or the keyboard's focus reaches it. A click on one of its buttons
 * before its code has arrived is not lost: it is replayed once the area is hydrated.
 */
function NearView({
  areaKey,
  children,
}: {
  areaKey: string;
  children: (onReady: () => void) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const pending = useRef<HTMLElement | null>(null);
  const ready = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const reach = () => nearSignal(areaKey).reach();
    // On the window, in the capture phase: React stops a click on HTML it has not hydrated
    // yet before it reaches the area itself.
    const inArea = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const onClick = (event: MouseEvent) => {
      if (ready.current || !inArea(event)) return;
      reach();
      const control = (event.target as Element).closest?.(REPLAYED);
      if (control instanceof HTMLElement && element.contains(control)) {
        pending.current = control;
        event.preventDefault();
      }
    };
    const onApproach = (event: Event) => {
      if (inArea(event)) reach();
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
      observer.observe(element);
    } else reach();
    return () => {
      observer?.disconnect();
      window.removeEventListener('click', onClick, true);
      for (const type of APPROACHES) window.removeEventListener(type, onApproach, true);
    };
  }, [areaKey]);
  const onReady = useCallback(() => {
    ready.current = true;
    ref.current?.setAttribute('data-area-ready', '');
    const control = pending.current;
    pending.current = null;
    if (control?.isConnected) control.click();
  }, []);
  return (
    <div ref={ref} data-area-near={areaKey}>
      {children(onReady)}
    </div>
  );
}

/** Renders nothing; tells its area once the module beside it has rendered (or hydrated). */
function ReadyMark({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space(10)} 0;
`;

/** What an area shows while its module loads; the server renders the same for an area it leaves to the browser. */
export function AreaLoading() {
  return (
    <Centered>
      <Spinner />
    </Centered>
  );
}

function Fallback({
  remote,
  area,
  retry,
  compact,
}: {
  remote: RemoteName;
  area: string;
  retry: () => void;
  compact: boolean;
}) {
  return (
    <Notice
      $tone="error"
      role="alert"
      data-remote-fallback={remote}
      style={{ margin: compact ? 0 : `${space(8)} 0` }}
    >
      <strong>This part of Pizza Atlas is unavailable right now.</strong>
      <p style={{ margin: `${space(2)} 0 ${space(3)}` }}>
        We couldn&apos;t load the {area}. The rest of the site still works.
      </p>
      <Button type="button" $variant="secondary" onClick={retry}>
        Try again
      </Button>
    </Notice>
  );
}

/** Renders a module a remote exposes, with a loading state and an isolated fallback. */
export function RemoteModule({
  remote,
  module,
  area,
  compact = false,
  loading,
  loadWhenNear = false,
}: {
  remote: RemoteName;
  module: string;
  /** How the fallback names this area, from the remote's release definitions. */
  area: string;
  /** Widgets use a small fallback; pages a full one. */
  compact?: boolean;
  loading?: ReactNode;
  /**
   * The browser loads this module only when the visitor nears its area (`NearView`); the
   * server renders it as any other, and the browser keeps that HTML until then.
   */
  loadWhenNear?: boolean;
}) {
  const [attempt, setAttempt] = useState(0);
  // The page's own modules are loaded before the server renders and before the browser
  // hydrates; the tree is the same either way, so the browser hydrates what was sent.
  const loaded = useLoadedModules();
  const key = `${remote}/${module}`;
  const Loaded =
    loaded?.modules.get(key) ??
    (loaded?.otherwise === 'render-in-browser' ? null : lazyRemote(remote, module, loadWhenNear));
  const boundary = (onReady?: () => void) => (
    <RemoteBoundary
      key={attempt}
      onRetry={() => {
        cache.delete(key);
        cache.delete(`near:${key}`);
        setAttempt((value) => value + 1);
      }}
      fallback={(retry) => <Fallback remote={remote} area={area} retry={retry} compact={compact} />}
    >
      <Suspense fallback={loading ?? <AreaLoading />}>
        {Loaded ? <Loaded /> : <RenderInBrowser area={key} />}
        {onReady && <ReadyMark onReady={onReady} />}
      </Suspense>
    </RemoteBoundary>
  );
  return loadWhenNear ? <NearView areaKey={key}>{boundary}</NearView> : boundary();
}
