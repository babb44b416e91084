import { toShellDefinitions } from '@pizza-atlas/platform/core';
import SHELL_PAGES from './routes';
import { SHELL_PAGE_DEFINITIONS } from './site-routes';

it("reads the shell's pages as its build emits them (routes.json), without zod", () => {
  expect(SHELL_PAGE_DEFINITIONS).toEqual(toShellDefinitions(SHELL_PAGES).pages);
});
