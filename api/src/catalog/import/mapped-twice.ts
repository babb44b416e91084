import { distanceKm } from '../../geo/distance-km';
import { isSamePlace, normaliseStreetAddress, SAME_PLACE_METRES } from '../../places/same-place';
import type { PlaceCandidate, SkippedRow } from './place-candidate';

/** Closer than this, one name is one place even without an address or phone to compare. */
const SAME_SPOT_METRES = 30;

/** About SAME_PLACE_METRES in degrees of latitude, for the sliding window. */
const WINDOW_DEGREES = SAME_PLACE_METRES / 111_000;

const digits = (text: string) => text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** How much a description says: the fuller of two for one place is kept. */
function fullness(candidate: PlaceCandidate): number {
  const { address1, zip, phone, website, openingHours, categories, features } = candidate;
  return (
    [address1, zip, phone, website, openingHours ?? ''].filter((text) => text.trim() !== '')
      .length +
    categories.length +
    features.length
  );
}

const TYPE_ORDER = ['node', 'way', 'relation'];

function keptFirst(a: PlaceCandidate, b: PlaceCandidate): number {
  const [typeA, idA] = a.ref.split('/');
  const [typeB, idB] = b.ref.split('/');
  return (
    fullness(b) - fullness(a) ||
    TYPE_ORDER.indexOf(typeA!) - TYPE_ORDER.indexOf(typeB!) ||
    Number(idA) - Number(idB)
  );
}

/**
 * Whether two elements of one source describe one place mapped twice (a shop's node and
 * its building's way, say): similar names by the same-place rule (decision 0033), within
 * SAME_PLACE_METRES, and the same street address or phone, or closer than SAME_SPOT_METRES.
 * Two branches of a chain have different addresses, or are further apart.
 */
function mappedTwice(a: PlaceCandidate, b: PlaceCandidate): boolean {
  const metres = distanceKm(a.latitude, a.longitude, b.latitude, b.longitude) * 1000;
  if (metres > SAME_PLACE_METRES || !isSamePlace(a, b)) return false;
  const sameAddress =
    a.address1.trim() !== '' &&
    normaliseStreetAddress(a.address1) === normaliseStreetAddress(b.address1);
  const samePhone = digits(a.phone) !== '' && digits(a.phone) === digits(b.phone);
  return sameAddress || samePhone || metres <= SAME_SPOT_METRES;
}

/**
 * One candidate per place of an Overpass answer: of the elements that describe one place,
 * the fullest is kept (then a node before a way, then the lower id, so a refresh keeps the
 * same one), and each other is skipped naming it. `merge` completes a kept candidate from
 * the others of its place (fullest first): what the kept element lacks, they may say.
 */
export function dropMappedTwice(
  candidates: PlaceCandidate[],
  merge?: (kept: PlaceCandidate, others: PlaceCandidate[]) => PlaceCandidate,
): {
  candidates: PlaceCandidate[];
  skipped: SkippedRow[];
} {
  const ordered = [...candidates].sort(keptFirst);
  const byLatitude = ordered
    .map((candidate, rank) => ({ candidate, rank }))
    .filter(({ candidate }) => Number.isFinite(candidate.latitude))
    .sort((a, b) => a.candidate.latitude - b.candidate.latitude);
  const twinOf = new Map<PlaceCandidate, PlaceCandidate>();
  for (let i = 0; i < byLatitude.length; i += 1) {
    const a = byLatitude[i]!;
    for (let j = i + 1; j < byLatitude.length; j += 1) {
      const b = byLatitude[j]!;
      if (b.candidate.latitude - a.candidate.latitude > WINDOW_DEGREES) break;
      if (!mappedTwice(a.candidate, b.candidate)) continue;
      // The lower rank is kept; a candidate already dropped passes on to the one it joined.
      const [keep, drop] =
        a.rank < b.rank ? [a.candidate, b.candidate] : [b.candidate, a.candidate];
      if (!twinOf.has(drop)) twinOf.set(drop, twinOf.get(keep) ?? keep);
    }
  }
  // A candidate joined one that a fuller one dropped later: it belongs to that fuller one.
  const keptOf = (drop: PlaceCandidate) => {
    let keep = twinOf.get(drop)!;
    while (twinOf.has(keep)) keep = twinOf.get(keep)!;
    return keep;
  };
  const skipped = [...twinOf.keys()].map((drop) => ({
    ref: drop.ref,
    reason: 'the same place as another element',
    detail: keptOf(drop).ref,
  }));
  // The others of each kept candidate, fullest first (the order that chose the kept one).
  const othersOf = new Map<PlaceCandidate, PlaceCandidate[]>();
  for (const candidate of ordered) {
    if (!twinOf.has(candidate)) continue;
    const keep = keptOf(candidate);
    othersOf.set(keep, [...(othersOf.get(keep) ?? []), candidate]);
  }
  return {
    candidates: candidates
      .filter((candidate) => !twinOf.has(candidate))
      .map((candidate) => {
        const others = othersOf.get(candidate);
        return merge && others ? merge(candidate, others) : candidate;
      }),
    skipped,
  };
}
