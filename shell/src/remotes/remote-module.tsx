import {
  lazy,
  Suspense,
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

function lazyRemote(remote: RemoteName, module: string): Loaded {
  const key = `${remote}/${module}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      const loaded = await loadRemoteModule<{ default: ComponentType }>(remote, module);
      return { default: loaded.default };
    });
    cache.set(key, component);
  }
  return component;
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
}: {
  remote: RemoteName;
  module: string;
  /** How the fallback names this area, from the remote's release definitions. */
  area: string;
  /** Widgets use a small fallback; pages a full one. */
  compact?: boolean;
  loading?: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  // The page's own modules are loaded before the server renders and before the browser
  // hydrates; the tree is the same either way, so the browser hydrates what was sent.
  const loaded = useLoadedModules();
  const key = `${remote}/${module}`;
  const Loaded =
    loaded?.modules.get(key) ??
    (loaded?.otherwise === 'render-in-browser' ? null : lazyRemote(remote, module));
  return (
    <RemoteBoundary
      key={attempt}
      onRetry={() => {
        cache.delete(key);
        setAttempt((value) => value + 1);
      }}
      fallback={(retry) => <Fallback remote={remote} area={area} retry={retry} compact={compact} />}
    >
      <Suspense fallback={loading ?? <AreaLoading />}>
        {Loaded ? <Loaded /> : <RenderInBrowser area={key} />}
      </Suspense>
    </RemoteBoundary>
  );
}
