import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { matchPattern, RouteParamsContext } from '@pizza-atlas/platform';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/**
 * Renders a guide page at `route` as the shell would: its parameters from `pattern`, a
 * fresh query client and the router. Navigation to any other path shows where it went.
 */
export function renderPage(page: ReactElement, pattern: string, route: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Matched() {
    const location = useLocation();
    const match = matchPattern(pattern, location.pathname);
    return (
      <RouteParamsContext.Provider value={match?.params ?? {}}>
        {page}
        <Where />
      </RouteParamsContext.Provider>
    );
  }
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={<Matched />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers fetch from `answers` by path (status 200 unless given); records the paths asked. */
export function fakeGuideApi(answers: Record<string, { status?: number; body: unknown }>) {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    asked.push(path);
    const answer = answers[path] ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Not here' } },
    };
    const status = answer.status ?? 200;
    const text = JSON.stringify(answer.body);
    return {
      ok: status < 300,
      status,
      statusText: 'Status',
      json: async () => JSON.parse(text),
      text: async () => text,
    } as Response;
  }) as typeof fetch;
  return asked;
}
