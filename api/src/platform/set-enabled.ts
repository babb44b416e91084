import {
  LAB_FEATURES,
  REMOTE_NAMES,
  type LabFeature,
  type RemoteName,
} from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';

export type ToggleTarget = { kind: 'remote'; name: RemoteName } | { kind: 'lab'; key: LabFeature };

/** Reads "guides" or "labs:wait-times" (also "lab:wait-times"). */
export function parseToggleTarget(text: string): ToggleTarget | null {
  const lab = /^labs?:(.+)$/.exec(text);
  if (lab) {
    const key = lab[1] as LabFeature;
    return LAB_FEATURES.includes(key) ? { kind: 'lab', key } : null;
  }
  return REMOTE_NAMES.includes(text as RemoteName)
    ? { kind: 'remote', name: text as RemoteName }
    : null;
}

export async function setEnabled(sql: Sql, target: ToggleTarget, enabled: boolean): Promise<void> {
  if (target.kind === 'remote') {
    await sql`update remotes set enabled = ${enabled}, updated_at = now() where name = ${target.name}`;
  } else {
    await sql`update lab_features set enabled = ${enabled}, updated_at = now() where key = ${target.key}`;
  }
}
