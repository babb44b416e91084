import type { AnswerScope } from './answer-scope';

/**
 * The kept answers by the places they show, so a review finds the ones it changes without
 * looking at every answer (a few thousand, with up to 80 reviews a second).
 */
export class ScopeIndex {
  private readonly scopes = new Map<string, AnswerScope | undefined>();
  private readonly byPlace = new Map<string, Set<string>>();
  private readonly everyPlace = new Set<string>();

  add(key: string, scope: AnswerScope | undefined): void {
    this.remove(key);
    this.scopes.set(key, scope);
    if (!scope) this.everyPlace.add(key);
    for (const id of scope?.places ?? []) {
      let keys = this.byPlace.get(id);
      if (!keys) this.byPlace.set(id, (keys = new Set()));
      keys.add(key);
    }
  }

  remove(key: string): void {
    if (!this.scopes.has(key)) return;
    const scope = this.scopes.get(key);
    this.scopes.delete(key);
    this.everyPlace.delete(key);
    for (const id of scope?.places ?? []) {
      const keys = this.byPlace.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.byPlace.delete(id);
    }
  }

  /** The scope the answer under `key` was kept with. */
  scopeOf(key: string): AnswerScope | undefined {
    return this.scopes.get(key);
  }

  /** The keys of the answers a review of place `id` changes. */
  touchedBy(id: string): Set<string> {
    return new Set([...this.everyPlace, ...(this.byPlace.get(id) ?? [])]);
  }
}
