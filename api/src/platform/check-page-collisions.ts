import type { PageDefinition } from '@pizza-atlas/contracts';
import { HttpError } from '../http/errors';

/**
 * Two patterns collide when they match exactly the same paths: the same static segments
 * in the same places and parameters in the same places (`/states/:state` and
 * `/states/:name`). A more specific pattern (`/states/texas`) does not collide: it wins.
 */
function routeShape(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/');
}

/**
 * Refuses a release whose pages take a path that the shell or another remote's active
 * release already serves, or that two of its own pages both claim.
 */
export function checkPageCollisions(
  remote: string,
  pages: readonly PageDefinition[],
  owners: readonly { owner: string; pages: readonly PageDefinition[] }[],
): void {
  const taken = new Map<string, { owner: string; path: string }>();
  for (const { owner, pages: ownerPages } of owners) {
    for (const page of ownerPages) taken.set(routeShape(page.path), { owner, path: page.path });
  }
  const own = new Map<string, string>();
  for (const page of pages) {
    const shape = routeShape(page.path);
    const other = taken.get(shape);
    if (other) {
      throw new HttpError(
        409,
        'PAGE_COLLISION',
        `${remote} page ${page.path} collides with ${other.path}, which ${other.owner} already serves.`,
      );
    }
    const twin = own.get(shape);
    if (twin) {
      throw new HttpError(
        409,
        'PAGE_COLLISION',
        `${remote} declares ${page.path} and ${twin}, which match the same paths.`,
      );
    }
    own.set(shape, page.path);
  }
}
