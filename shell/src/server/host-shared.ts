import * as Platform from '@pizza-atlas/platform';
import * as ReactQuery from '@tanstack/react-query';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactRouterDom from 'react-router-dom';
import * as StyledComponents from 'styled-components';
import * as Zustand from 'zustand';

// Each library's installed version, from the build (packages/mf-config/server.js).
declare const __SERVER_SHARED_VERSIONS__: Record<string, string>;

// The very modules this bundle renders the frame with. Remote server builds carry no
// copy of their own (`import: false`), so a page's hooks, styles and router context are
// the shell's: one React and one style sheet per render.
const LIBRARIES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-router-dom': ReactRouterDom,
  '@tanstack/react-query': ReactQuery,
  zustand: Zustand,
  'styled-components': StyledComponents,
  '@pizza-atlas/platform': Platform,
};

/** The federation runtime's `shared` option for every release's host instance. */
export function hostShared() {
  return Object.fromEntries(
    Object.entries(LIBRARIES).map(([request, library]) => {
      const version = __SERVER_SHARED_VERSIONS__[request];
      if (!version) throw new Error(`the server build has no version for ${request}`);
      return [
        request,
        {
          version,
          lib: () => library,
          shareConfig: { singleton: true, requiredVersion: `^${version}` },
        },
      ];
    }),
  );
}
