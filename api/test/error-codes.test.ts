import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { ApiErrorSchema } from '@pizza-atlas/contracts';
import { HttpError, registerErrorHandling } from '../src/http/errors';
import { ProviderError } from '../src/providers/listing-provider';

// Every error body carries one of the codes the contracts list (ApiErrorSchema's enum), so
// callers can decide by code. Fastify's own errors (FST_ERR_…) are answered by status.

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/known', () => {
    throw new HttpError(400, 'UNKNOWN_LOCATION', 'We could not find that place.');
  });
  app.get('/provider', () => {
    throw new ProviderError('timeout', 'The listing provider did not answer.');
  });
  app.get('/broken', () => {
    throw new Error('a bug');
  });
  app.post('/json', () => ({ ok: true }));
  await app.ready();
});

afterAll(() => app.close());

async function errorOf(request: InjectOptions) {
  const response = await app.inject(request);
  return { status: response.statusCode, body: ApiErrorSchema.parse(response.json()).error };
}

describe('API error codes', () => {
  it('sends the code an HttpError names', async () => {
    expect(await errorOf({ url: '/known' })).toEqual({
      status: 400,
      body: { code: 'UNKNOWN_LOCATION', message: 'We could not find that place.' },
    });
  });

  it("answers a provider's failure with its listed code", async () => {
    expect((await errorOf({ url: '/provider' })).body.code).toBe('PROVIDER_TIMEOUT');
  });

  it('answers a body Fastify cannot take with UNSUPPORTED_MEDIA_TYPE, not its own code', async () => {
    const error = await errorOf({
      method: 'POST',
      url: '/json',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(error.status).toBe(415);
    expect(error.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers JSON that does not parse with BAD_REQUEST', async () => {
    const error = await errorOf({
      method: 'POST',
      url: '/json',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(error).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
  });

  it('answers an unexpected failure with INTERNAL', async () => {
    expect(await errorOf({ url: '/broken' })).toEqual({
      status: 500,
      body: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
  });
});
