import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Sql } from '../db/client';
import { notFound } from '../http/not-found';
import { isUuid } from '../http/is-uuid';
import { photoVariantOf } from '../photos/photo-urls';
import { sendPhoto, type PhotoToSend } from '../photos/send-photo';

/** A photo never changes under its URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Photos of approved places, for everyone: cleaned at approval (upright, at most 1600 px,
 * no metadata). A photo of a place not approved is not found.
 */
export const publicPhotoRoutes: FastifyPluginAsyncZod<{ sql: Sql }> = async (app, { sql }) => {
  app.get(
    '/api/photos/:id',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'A photo of an approved place',
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound('photo');
      const [photo] = await sql<PhotoToSend[]>`
        select p.id, p.content_type as "contentType", p.byte_size as "byteSize"
        from restaurant_photos p join restaurants r on r.id = p.restaurant_id
        where p.id = ${id} and r.approved and not p.uploading`;
      if (!photo) throw notFound('photo');
      reply.header('Cache-Control', IMMUTABLE);
      return sendPhoto(reply, sql, photo);
    },
  );

  // The format is in the URL, not negotiated: no Vary.
  app.get(
    '/api/photos/:id/:variant',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'A photo of an approved place at one width, as AVIF or WebP (e.g. 640.avif)',
        params: z.object({ id: z.string(), variant: z.string() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const variant = photoVariantOf(request.params.variant);
      if (!isUuid(id) || !variant) throw notFound('photo');
      const [found] = await sql<{ bytes: Buffer }[]>`
        select v.bytes
        from restaurant_photo_variants v
          join restaurant_photos p on p.id = v.photo_id
          join restaurants r on r.id = p.restaurant_id
        where v.photo_id = ${id} and v.format = ${variant.format} and v.width = ${variant.width}
          and r.approved`;
      if (!found) throw notFound('photo');
      reply.header('Cache-Control', IMMUTABLE);
      reply.header('Content-Type', `image/${variant.format}`);
      return reply.send(found.bytes);
    },
  );
};
