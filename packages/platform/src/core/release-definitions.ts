import {
  ReleaseDefinitionsSchema,
  ShellDefinitionsSchema,
  type ReleaseDefinitions,
  type ShellDefinitions,
} from '@pizza-atlas/contracts';
import { toDefinition, type PageRoute, type RemoteRoutes } from './define-remote';

// The build (packages/mf-config/route-definitions.js) and the server validate definitions
// with zod here. The package root does not re-export this module, so the browser, which
// gets the platform as one shared module, carries no zod for it.

/** The JSON a release carries (routes.json): every field but the functions, validated. */
export function toReleaseDefinitions(routes: RemoteRoutes): ReleaseDefinitions {
  return ReleaseDefinitionsSchema.parse({
    remote: routes.remote,
    area: routes.area,
    pages: routes.pages.map(toDefinition),
    widgets: (routes.widgets ?? []).map(({ load: _load, ...widget }) => widget),
  });
}

export function toShellDefinitions(pages: PageRoute<unknown>[]): ShellDefinitions {
  return ShellDefinitionsSchema.parse({ pages: pages.map(toDefinition) });
}
