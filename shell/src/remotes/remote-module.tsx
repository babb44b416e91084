import {
  lazy,
  Suspense,
  useCallback,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteName } from '@pizza-atlas/contracts';
import { Button, Container, Notice, PageLoading, space } from '@pizza-atlas/ui';
import { ReadyMark, useNear } from '@pizza-atlas/ui/near-view';
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

/**
 * Wraps an area whose code the browser loads when the visitor nears it (an area far down
 * the home page): until then its server-rendered HTML stays as it is, unhydrated. The load
 * starts when the area comes within `NEAR_VIEW_MARGIN` of the screen, or at once when
 * a pointer, a touch or the keyboard's focus reaches it (`useNear`). A click on one of its
 * buttons before its code has arrived is not lost: it is replayed once the area is hydrated.
 */
function NearView({
  areaKey,
  children,
}: {
  areaKey: string;
  children: (onReady: () => void) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const reach = useCallback(() => nearSignal(areaKey).reach(), [areaKey]);
  const { ready } = useNear(ref, reach);
  const onReady = useCallback(() => {
    ready();
    ref.current?.setAttribute('data-area-ready', '');
  }, [ready]);
  return (
    <div ref={ref} data-area-near={areaKey}>
      {children(onReady)}
    </div>
  );
}

/**
 * What an area shows while its module loads; the server renders the same for an area it
 * leaves to the browser. It keeps `minHeight` (a page: a screen; a widget: what it reserves),
 * so the area arriving does not push down what is already on the screen.
 */
export function AreaLoading({ minHeight = 'auto' }: { minHeight?: string }) {
  return <PageLoading minHeight={minHeight} />;
}

/**
 * An area whose code could not load: it names the area (the page's or widget's own name,
 * else the remote's) and offers "Try again". It does not say the rest of the site works:
 * when the whole server is down nothing does, and the browser cannot tell which it is. A
 * page's panel sits in the page column, as the page would have.
 */
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
  const notice = (
    <Notice
      $tone="error"
      role="alert"
      data-remote-fallback={remote}
      style={{ margin: compact ? 0 : `${space(8)} 0` }}
    >
      <strong>
        {compact ? 'This section' : 'This page'} of Pizza Atlas is unavailable right now.
      </strong>
      <p style={{ margin: `${space(2)} 0 ${space(3)}` }}>
        We couldn&apos;t load the {area}. Check your connection, then try again in a moment.
      </p>
      <Button type="button" $variant="secondary" onClick={retry}>
        Try again
      </Button>
    </Notice>
  );
  return compact ? notice : <Container>{notice}</Container>;
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
      <Suspense fallback={loading ?? <AreaLoading minHeight={compact ? undefined : '100vh'} />}>
        {Loaded ? <Loaded /> : <RenderInBrowser area={key} />}
        {onReady && <ReadyMark onReady={onReady} />}
      </Suspense>
    </RemoteBoundary>
  );
  return loadWhenNear ? <NearView areaKey={key}>{boundary}</NearView> : boundary();
}
