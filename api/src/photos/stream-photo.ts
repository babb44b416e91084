import { Readable } from 'node:stream';
import type { Sql } from '../db/client';

/** Pieces read per query: 1 MB at most in memory, and few round trips for a large photo. */
const CHUNKS_PER_READ = 4;

/**
 * A photo's bytes as a stream, read from the database a few pieces at a time as the
 * reader takes them: a slow client holds neither a connection nor the whole photo.
 */
export function streamPhoto(sql: Sql, photoId: string): Readable {
  let after = -1;
  let querying = false;
  let ended = false;
  return new Readable({
    read() {
      if (querying || ended) return;
      querying = true;
      sql<{ seq: number; bytes: Buffer }[]>`
        select seq, bytes from restaurant_photo_chunks
        where photo_id = ${photoId} and seq > ${after}
        order by seq limit ${CHUNKS_PER_READ}`.then(
        (rows) => {
          after = rows[rows.length - 1]?.seq ?? after;
          ended = rows.length < CHUNKS_PER_READ;
          let wantsMore = true;
          for (const row of rows) wantsMore = this.push(row.bytes);
          querying = false;
          if (ended) this.push(null);
          // A read asked for while this one ran was dropped: ask again if there is room.
          else if (wantsMore) this.read(0);
        },
        (error: Error) => this.destroy(error),
      );
    },
  });
}
