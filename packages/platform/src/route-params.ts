import { createContext, useContext } from 'react';

/** The matched route's parameters; the shell provides them around each remote page. */
export const RouteParamsContext = createContext<Record<string, string>>({});

export function useRouteParams(): Record<string, string> {
  return useContext(RouteParamsContext);
}
