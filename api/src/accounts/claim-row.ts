import type { Claim, ClaimStatus } from '@pizza-atlas/contracts';

/** A listing claim joined with its catalog place (aliases as in CLAIM_COLUMNS). */
export interface ClaimRow {
  id: string;
  status: ClaimStatus;
  message: string;
  decisionNote: string;
  createdAt: Date;
  decidedAt: Date | null;
  placeId: string;
  placeName: string;
  placeAddress: string;
  placeCity: string;
  placeState: string;
}

/** The select list for a ClaimRow: listing_claims `c` joined to catalog_restaurants `r`. */
export const CLAIM_COLUMNS = `c.id, c.status, c.message, c.decision_note as "decisionNote",
  c.created_at as "createdAt", c.decided_at as "decidedAt", r.id as "placeId",
  r.name as "placeName", r.address1 as "placeAddress", r.city as "placeCity",
  r.state as "placeState"`;

export function claimFromRow(row: ClaimRow): Claim {
  return {
    id: row.id,
    place: {
      id: row.placeId,
      name: row.placeName,
      address: row.placeAddress,
      city: row.placeCity,
      state: row.placeState,
    },
    status: row.status,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    decisionNote: row.decisionNote,
  };
}
