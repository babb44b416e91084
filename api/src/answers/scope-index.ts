import { scopeTouches, type AnswerScope, type ChangedPlace } from './answer-scope';

type Keys = Map<string, Set<string>>;

function addTo(index: Keys, name: string, key: string): void {
  let keys = index.get(name);
  if (!keys) index.set(name, (keys = new Set()));
  keys.add(key);
}

function removeFrom(index: Keys, name: string, key: string): void {
  const keys = index.get(name);
  if (!keys) return;
  keys.delete(key);
  if (keys.size === 0) index.delete(name);
}

/**
 * The kept answers by what they depend on, so a place change finds the ones it touches
 * without looking at every answer (a few thousand, up to 80 changes a second): by place
 * id, city and state at once; circles one by one, as few answers have them (searches).
 */
export class ScopeIndex {
  private readonly entries = new Map<string, { scope?: AnswerScope; minute: number }>();
  private readonly byPlace: Keys = new Map();
  private readonly byCity: Keys = new Map();
  private readonly byState: Keys = new Map();
  private readonly withAreas = new Set<string>();
  private readonly everyPlace = new Set<string>();

  add(key: string, scope: AnswerScope | undefined, minute: number): void {
    this.remove(key);
    this.entries.set(key, { scope, minute });
    if (!scope) {
      this.everyPlace.add(key);
      return;
    }
    for (const id of scope.places ?? []) addTo(this.byPlace, id, key);
    for (const city of scope.cities ?? []) addTo(this.byCity, city, key);
    for (const state of scope.states ?? []) addTo(this.byState, state, key);
    if (scope.areas?.length) this.withAreas.add(key);
  }

  remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const { scope } = entry;
    if (!scope) {
      this.everyPlace.delete(key);
      return;
    }
    for (const id of scope.places ?? []) removeFrom(this.byPlace, id, key);
    for (const city of scope.cities ?? []) removeFrom(this.byCity, city, key);
    for (const state of scope.states ?? []) removeFrom(this.byState, state, key);
    this.withAreas.delete(key);
  }

  /**
   * The keys of answers a change to `place` touches, and of answers with circles from
   * before the last minute (never read again: keys carry their minute), to go as well.
   */
  touchedBy(place: ChangedPlace, minute: number): Set<string> {
    const touched = new Set(this.everyPlace);
    for (const key of this.byPlace.get(place.id) ?? []) touched.add(key);
    for (const key of this.byCity.get(`${place.state}|${place.city}`) ?? []) touched.add(key);
    for (const key of this.byState.get(place.state) ?? []) touched.add(key);
    for (const key of this.withAreas) {
      const entry = this.entries.get(key)!;
      if (entry.minute < minute - 1 || scopeTouches({ areas: entry.scope!.areas }, place))
        touched.add(key);
    }
    return touched;
  }
}
