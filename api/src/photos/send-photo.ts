import type { FastifyReply } from 'fastify';
import type { Sql } from '../db/client';
import { streamPhoto } from './stream-photo';

export interface PhotoToSend {
  id: string;
  contentType: string;
  byteSize: number;
}

/** Sends a stored photo as it is read from the database, with its type and length. */
export function sendPhoto(reply: FastifyReply, sql: Sql, photo: PhotoToSend): FastifyReply {
  reply.header('Content-Type', photo.contentType);
  reply.header('Content-Length', String(photo.byteSize));
  return reply.send(streamPhoto(sql, photo.id));
}
