import { MapSettingsSchema, SiteSourcesSchema, type MapSettings } from '@pizza-atlas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnswerCache } from '../answers/answer-cache';
import { asksForPage } from '../answers/collect-scopes';
import { answerBody, sendAnswer } from '../answers/send-answer';
import type { Sql } from '../db/client';
import type { ListingProvider } from '../providers/listing-provider';
import { getSiteSources } from './get-site-sources';

export const siteRoutes: FastifyPluginAsyncZod<{
  sql: Sql;
  /** The provider searches go to: its credit, when it is an outside one. */
  active: ListingProvider;
  answers: AnswerCache;
  map: MapSettings;
}> = async (app, { sql, active, answers, map }) => {
  app.get(
    '/api/site/map',
    {
      schema: {
        tags: ['site'],
        summary: "The maps' tile source and its credit",
        response: { 200: MapSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return map;
    },
  );

  app.get(
    '/api/site/sources',
    {
      schema: {
        tags: ['site'],
        summary: 'Where the listings come from: catalog places by source and the outside provider',
        response: { 200: SiteSourcesSchema },
      },
    },
    async (request, reply) => {
      // Counting the catalog is a pass over it: kept briefly, like the other answers.
      const answer = await answers.get(
        'site-sources',
        async () => answerBody(reply, await getSiteSources(sql, active)),
        { current: asksForPage(request) },
      );
      return sendAnswer(request, reply, answer, 'public, max-age=300');
    },
  );
};
