// Test support for the staff console: a fake staff API that records every call (method,
// headers, body) and the console rendered at a section. Only tests import this folder.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Session } from '@pizza-atlas/contracts';
import { RouteParamsContext } from '@pizza-atlas/platform';
import { StaffConsole } from '../staff-console';

export interface FakeCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status?: number; body?: unknown };
/**
 * Answers by 'METHOD /path?query'; a function sees the call, and may answer later (a
 * promise the test settles, to see what shows while a request is in flight).
 */
export type Answers = Record<string, Answer | ((call: FakeCall) => Answer | Promise<Answer>)>;

export const CSRF = 'csrf-token-1';

export const staffSession: Session = {
  account: {
    id: 'staff-1',
    email: 'ops@pizza-atlas.test',
    role: 'staff',
    businessName: null,
    contactName: 'Ops',
    package: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  csrfToken: CSRF,
  idleExpiresAt: '2026-11-24T12:00:00.000Z',
};

export const signedOut: Session = { account: null, csrfToken: null, idleExpiresAt: null };

/** Replaces fetch; a call with no answer fails as a network error would. */
export function fakeStaffApi(answers: Answers) {
  const calls: FakeCall[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call: FakeCall = {
      method: init.method ?? 'GET',
      url,
      headers: (init.headers as Record<string, string> | undefined) ?? {},
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const entry = answers[`${call.method} ${url}`];
    if (!entry) throw new TypeError(`Failed to fetch ${call.method} ${url}`);
    const { status = 200, body = {} } = typeof entry === 'function' ? await entry(call) : entry;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      json: async () => body,
      text: async () => JSON.stringify(body),
    };
  }) as unknown as typeof fetch;
  return {
    calls,
    /** The writes made (everything but GET). */
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The console at /staff/<section> with a fresh query client (no retries). */
export function renderConsole(section: string | undefined, search = '') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const route = section ? `/staff/${section}` : '/staff';
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route + search]}>
        <Routes>
          {['/staff', '/staff/:section'].map((path) => (
            <Route key={path} path={path} element={<ConsoleAt />} />
          ))}
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

function ConsoleAt() {
  const location = useLocation();
  const section = location.pathname.split('/')[2];
  return (
    <RouteParamsContext.Provider value={section ? { section } : {}}>
      <StaffConsole />
    </RouteParamsContext.Provider>
  );
}
