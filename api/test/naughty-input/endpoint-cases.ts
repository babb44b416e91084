import type { LightMyRequestResponse } from 'fastify';
import { HONEYPOT_FIELD } from '@pizza-atlas/contracts';
import { SAME_ORIGIN } from '../accounts-kit';
import { tinyPng } from '../visitor-writes-app';
import {
  NAUGHTY_METRICS_TOKEN,
  writeHeadersOf,
  type Lane,
  type NaughtySite,
  type SignedIn,
} from './naughty-site';
import { releaseWith, multipartWith } from './naughty-payloads';

/** One request's parts before a naughty value goes in; path and query values are URL-encoded. */
export interface Parts {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: Record<string, unknown>;
  headers: Record<string, string>;
  /** A body that is not JSON (multipart, an archive), with its content type in headers. */
  payload?: Buffer;
}

export interface EndpointCase {
  /** A valid request, built afresh for each send (some use the lane's own records). */
  base: (site: NaughtySite, lane: Lane) => Promise<Partial<Parts>> | Partial<Parts>;
  /** JSON body fields to fuzz: keys, or `key.0` for a list item. Default: every key. */
  bodyFields?: string[];
  /** Headers the route reads, each given a naughty value through its function. */
  headers?: Record<string, (value: string) => string>;
  /** Non-JSON bodies built around one naughty string (archive entries, multipart parts). */
  payloads?: Record<string, (text: string) => Promise<{ payload: Buffer; contentType: string }>>;
  /** Whole URLs built around one URL part (pages, paths no route matches). */
  urls?: Record<string, (part: string) => string>;
  /** Before each send, e.g. put the lane's submission back to pending. */
  before?: (site: NaughtySite, lane: Lane) => Promise<void>;
  /** After each answer, e.g. follow a changed password. */
  after?: (response: LightMyRequestResponse, lane: Lane, parts: Parts) => void;
}

const SOME_UUID = '00000000-0000-4000-8000-000000000000';
const readAs = (who: SignedIn) => ({ headers: { cookie: who.cookie } });
const writeAs = (who: SignedIn) => ({ headers: writeHeadersOf(who) });
const bearer = (site: NaughtySite) => ({ authorization: `Bearer ${site.deployToken}` });
const noInput: EndpointCase = { base: () => ({}) };
const compressed: EndpointCase = {
  base: () => ({}),
  headers: { 'accept-encoding': (value) => value, 'if-none-match': (value) => value },
};
const review = { rating: 4, reviewText: 'Crisp crust, fair price.', reviewerName: 'Nat' };
const catalogPlace = (site: NaughtySite) => ({
  params: { provider: 'catalog', id: site.catalogId },
});

/** Pages the shell serves, each with a naughty part where a visitor could put one. */
const PAGE_URLS: Record<string, (part: string) => string> = {
  'a page path': (part) => `/${part}`,
  'a state guide': (part) => `/states/${part}`,
  'a city guide': (part) => `/states/texas/${part}`,
  'a guide listing': (part) => `/p/${part}`,
  'a restaurant page': (part) => `/restaurant/${part}`,
  'the directory query': (part) => `/directory?location=${part}&term=${part}`,
  'a page query key': (part) => `/directory?${part}=1`,
};

/**
 * Every endpoint of the server, keyed as the route list names it ('GET /api/x/:id'). The
 * test fails for a route without an entry, so a new endpoint cannot be left out.
 */
export const ENDPOINT_CASES: Record<string, EndpointCase> = {
  'GET /': { base: () => ({ query: { location: 'Austin' } }) },
  'GET /*': { base: () => ({ params: { '*': 'directory' } }), urls: PAGE_URLS },
  'GET /robots.txt': noInput,
  'GET /sitemap.xml': noInput,
  'GET /sitemap-:n.xml': { base: () => ({ params: { n: '1' } }) },
  'GET /sample-photos/*': { base: () => ({ params: { '*': 'pizza-1.svg' } }) },
  'GET /remotes/:remote/:version/*': {
    base: () => ({ params: { remote: 'guides', version: '1.0.0', '*': 'remoteEntry.js' } }),
    headers: compressed.headers,
  },
  'GET /api/health': noInput,
  'GET /api/ready': noInput,
  // The scrape's bearer token is the input: naughty tokens get 401, never the metrics.
  'GET /api/metrics': {
    base: () => ({ headers: { authorization: `Bearer ${NAUGHTY_METRICS_TOKEN}` } }),
  },
  'GET /api/openapi.json': noInput,
  // The docs UI (@fastify/swagger-ui): its page, its files and the document it shows.
  'GET /api/docs': noInput,
  'GET /api/docs/json': noInput,
  'GET /api/docs/yaml': noInput,
  'GET /api/docs/static/index.html': noInput,
  'GET /api/docs/static/swagger-initializer.js': noInput,
  'GET /api/docs/static/*': { base: () => ({ params: { '*': 'swagger-ui.css' } }) },
  'GET /api/platform/manifest': noInput,
  'GET /api/site/map': noInput,
  'GET /api/site/sources': compressed,
  'GET /api/restaurants/featured': compressed,
  'GET /api/guides': compressed,
  'GET /api/guides/states/:state': { base: () => ({ params: { state: 'texas' } }) },
  'GET /api/guides/states/:state/cities/:city': {
    base: () => ({ params: { state: 'texas', city: 'austin' } }),
  },
  'GET /api/guides/listings/:listing': { base: () => ({ params: { listing: 'some-listing' } }) },
  'GET /api/places/suggest': { base: () => ({ query: { q: 'aus' } }) },
  'GET /api/places/city': { base: () => ({ query: { city: 'Austin', state: 'TX' } }) },
  'GET /api/restaurants/search': {
    base: () => ({
      query: {
        location: 'Austin, TX',
        latitude: '',
        longitude: '',
        term: 'pizza',
        limit: '5',
        offset: '0',
        sort_by: 'rating',
        price: '1,2',
        category: '',
        minRating: '0',
        radius: '25000',
        features: 'delivery',
        open_now: 'false',
      },
    }),
    headers: compressed.headers,
  },
  'GET /api/restaurants/:provider/:id': { base: catalogPlace },
  'GET /api/restaurants/:provider/:id/reviews': { base: catalogPlace },
  'GET /api/restaurants/:provider/:id/wait-times': { base: catalogPlace },
  'GET /api/restaurants/:id/wait-times': { base: (site) => ({ params: { id: site.catalogId } }) },
  'POST /api/restaurants/:provider/:id/reviews': {
    base: (site) => ({ ...catalogPlace(site), body: { ...review, [HONEYPOT_FIELD]: '' } }),
  },
  'GET /api/restaurants': { base: () => ({ query: { limit: '10', offset: '0' } }) },
  'GET /api/restaurants/:id': { base: (site) => ({ params: { id: site.approvedId } }) },
  'GET /api/restaurants/:id/reviews': {
    base: (site) => ({ params: { id: site.approvedId }, query: { limit: '10', offset: '0' } }),
  },
  'POST /api/restaurants': {
    base: () => ({
      body: {
        name: 'Naughty Slice',
        address: '1 Main St, Austin, TX 78701',
        phone: '(512) 555-0100',
        website: 'https://slice.example.com/',
        pizzaStyle: 'neapolitan',
        features: ['delivery'],
        description: 'Wood fired.',
        rating: '4.5',
        imageUrl: 'https://slice.example.com/pie.png',
        providerId: null,
        approved: null,
        isUserSubmitted: null,
        [HONEYPOT_FIELD]: '',
      },
    }),
    bodyFields: [
      'name',
      'address',
      'phone',
      'website',
      'pizzaStyle',
      'features',
      'features.0',
      'description',
      'rating',
      'imageUrl',
      'providerId',
      'approved',
      'isUserSubmitted',
      HONEYPOT_FIELD,
    ],
  },
  'POST /api/restaurants/:id/reviews': {
    base: (site) => ({ params: { id: site.approvedId }, body: { ...review } }),
  },
  'POST /api/reviews/:id/reports': {
    base: (site) => ({
      params: { id: site.reviewId },
      body: { reason: 'spam', note: 'An advert.', [HONEYPOT_FIELD]: '' },
    }),
  },
  'POST /api/restaurants/:id/photos': {
    base: async (site) => ({
      params: { id: site.upload.id },
      headers: { 'x-upload-token': site.upload.token },
      ...(await multipartWith({})),
    }),
    headers: { 'x-upload-token': (value) => value },
    payloads: {
      'a file name': (text) => multipartWith({ filename: text }),
      'a part name': (text) => multipartWith({ field: text }),
      'a part content type': (text) => multipartWith({ contentType: text }),
      'a text part': (text) => multipartWith({ text }),
      'an image file name': (text) => multipartWith({ filename: text, bytes: tinyPng() }),
    },
  },
  'POST /api/contact': {
    base: () => ({
      body: {
        name: 'Nat',
        email: 'nat@example.com',
        company: 'Pies Inc',
        message: 'Hello there, a long enough message.',
        type: 'general',
        [HONEYPOT_FIELD]: '',
      },
    }),
  },
  'POST /api/wait-reports': {
    base: (site) => ({
      body: { provider: 'catalog', restaurantId: site.catalogId, waitMinutes: 15, partySize: 2 },
    }),
  },
  'POST /api/analytics/events': {
    base: (site) => ({
      body: { name: 'view_item', provider: 'catalog', itemId: site.catalogId, path: '/directory' },
    }),
  },
  'GET /api/photos/:id': { base: () => ({ params: { id: SOME_UUID } }) },
  'GET /api/photos/:id/:variant': {
    base: () => ({ params: { id: SOME_UUID, variant: '320.webp' } }),
  },

  'GET /api/account/session': {
    base: (site) => readAs(site.advertiser),
    headers: { cookie: (value) => `pa_session=${value}` },
  },
  'POST /api/account/signup': {
    base: (_site, lane) => ({
      headers: { ...SAME_ORIGIN },
      body: {
        businessName: 'Naughty Pies',
        contactName: 'Nat',
        email: `signup-${lane.nextAddress().replace(/\./g, '-')}@example.com`,
        password: 'a long enough password 12',
        package: 'featured-listing',
      },
    }),
    headers: { origin: (value) => value },
  },
  'GET /api/account/confirm': {
    base: () => ({ query: { token: `${SOME_UUID}.not-a-real-secret` } }),
  },
  'POST /api/account/confirm': {
    base: () => ({
      headers: { ...SAME_ORIGIN },
      body: { token: `${SOME_UUID}.not-a-real-secret` },
    }),
  },
  'POST /api/account/confirmation/resend': {
    base: (site) => ({ headers: { ...SAME_ORIGIN }, body: { email: site.staffEmail } }),
  },
  'POST /api/account/password-reset/request': {
    base: (site) => ({ headers: { ...SAME_ORIGIN }, body: { email: site.staffEmail } }),
  },
  'POST /api/account/password-reset': {
    base: () => ({
      headers: { ...SAME_ORIGIN },
      body: { token: `${SOME_UUID}.not-a-real-secret`, password: 'a long enough password 12' },
    }),
  },
  'POST /api/account/login': {
    base: (site) => ({
      headers: { ...SAME_ORIGIN },
      body: { email: site.staffEmail, password: 'not the password at all' },
    }),
    headers: { 'sec-fetch-site': (value) => value },
  },
  'POST /api/account/logout': {
    base: async (site) => writeAs(await site.freshStaffSession()),
  },
  'POST /api/account/password': {
    base: (_site, lane) => ({
      ...writeAs(lane.passwordAccount),
      body: {
        currentPassword: lane.passwordAccount.password,
        newPassword: `${lane.passwordAccount.password} and more`.slice(-100),
      },
    }),
    after: (response, lane, parts) => {
      if (response.statusCode !== 200) return;
      // The password changed and the session was renewed: the lane follows both.
      const cookie = [response.headers['set-cookie']]
        .flat()
        .find((line) => line?.startsWith('pa_'));
      lane.passwordAccount.cookie = cookie!.split(';')[0]!;
      lane.passwordAccount.csrfToken = response.json<{ csrfToken: string }>().csrfToken;
      lane.passwordAccount.password = String(parts.body!.newPassword);
    },
  },
  'GET /api/account/claims': { base: (site) => readAs(site.advertiser) },
  'POST /api/account/claims': {
    base: (site) => ({
      ...writeAs(site.advertiser),
      body: { restaurantId: site.catalogId, message: 'I own it' },
    }),
  },
  'GET /api/account/listings/:placeId': {
    base: (site) => ({ ...readAs(site.advertiser), params: { placeId: site.ownedId } }),
  },
  'PUT /api/account/listings/:placeId': {
    base: (site) => ({
      ...writeAs(site.advertiser),
      params: { placeId: site.ownedId },
      body: {
        phone: '(512) 555-0142',
        website: 'https://example.com/',
        openingHours: 'Mo-Su 11:00-22:00',
        description: 'Thin crust, fast.',
      },
    }),
  },
  'POST /api/account/listings/:placeId/hours-preview': {
    base: (site) => ({
      ...writeAs(site.advertiser),
      params: { placeId: site.ownedId },
      body: { openingHours: 'Mo-Fr 11:00-22:00; Sa 12:00-23:00' },
    }),
  },
  'GET /api/account/claimable-places': {
    base: (site) => ({ ...readAs(site.advertiser), query: { q: 'pizza' } }),
  },
  'GET /api/account/places/:id/reviews': {
    base: (site) => ({
      ...readAs(site.owner),
      params: { id: site.owner.placeId },
      query: { limit: '5', offset: '0' },
    }),
  },
  'PUT /api/account/reviews/:id/reply': {
    base: (site) => ({
      ...writeAs(site.owner),
      params: { id: site.owner.reviewId },
      body: { text: 'Thank you for coming!' },
    }),
  },
  'DELETE /api/account/reviews/:id/reply': {
    base: (site) => ({ ...writeAs(site.owner), params: { id: site.owner.reviewId } }),
  },

  'GET /api/staff/platform': { base: (site) => readAs(site.staff) },
  'PUT /api/staff/remotes/:remote/enabled': {
    base: (site) => ({
      ...writeAs(site.staff),
      params: { remote: 'labs' },
      body: { enabled: true },
    }),
  },
  'PUT /api/staff/lab-features/:key/enabled': {
    base: (site) => ({ ...writeAs(site.staff), params: { key: 'quiz' }, body: { enabled: true } }),
  },
  'GET /api/staff/submissions': {
    base: (site) => ({ ...readAs(site.staff), query: { status: 'pending' } }),
  },
  'GET /api/staff/submissions/:id/pin': {
    base: (site, lane) => ({ ...readAs(site.staff), params: { id: lane.submissionId } }),
  },
  'GET /api/staff/submissions/:id/photos/:photoId': {
    base: (site) => ({ ...readAs(site.staff), params: { id: SOME_UUID, photoId: SOME_UUID } }),
  },
  'POST /api/staff/submissions/:id/approve': {
    before: (site, lane) => site.resetSubmission(lane.submissionId),
    base: (site, lane) => ({
      ...writeAs(site.staff),
      params: { id: lane.submissionId },
      body: { city: '', state: '', zipCode: '' },
    }),
  },
  'POST /api/staff/submissions/:id/reject': {
    before: (site, lane) => site.resetSubmission(lane.submissionId),
    base: (site, lane) => ({
      ...writeAs(site.staff),
      params: { id: lane.submissionId },
      body: { note: 'Not a pizza place.' },
    }),
  },
  'POST /api/staff/submissions/:id/merge': {
    before: (site, lane) => site.resetSubmission(lane.submissionId),
    base: (site, lane) => ({
      ...writeAs(site.staff),
      params: { id: lane.submissionId },
      body: { placeId: site.catalogId },
    }),
  },
  'POST /api/staff/submissions/:id/remove': {
    base: (site) => ({
      ...writeAs(site.staff),
      params: { id: site.approvedId },
      body: { reason: 'Closed for good.' },
    }),
  },
  'POST /api/staff/submissions/:id/relist': {
    base: (site) => ({
      ...writeAs(site.staff),
      params: { id: site.approvedId },
      body: { reason: 'Open again.' },
    }),
  },
  'GET /api/staff/reviews': {
    base: (site) => ({ ...readAs(site.staff), query: { status: 'all', q: 'crust', limit: '5' } }),
  },
  'POST /api/staff/reviews/:id/approve': {
    base: (site) => ({
      ...writeAs(site.staff),
      params: { id: site.reviewId },
      body: { reason: 'Checked.' },
    }),
  },
  'POST /api/staff/reviews/:id/hide': {
    base: (site) => ({
      ...writeAs(site.staff),
      params: { id: site.reviewId },
      body: { reason: 'Spam.' },
    }),
  },
  'POST /api/staff/reviews/:id/restore': {
    base: (site) => ({
      ...writeAs(site.staff),
      params: { id: site.reviewId },
      body: { reason: 'Fair after all.' },
    }),
  },
  'POST /api/staff/reviews/:id/remove-reply': {
    base: (site) => ({
      ...writeAs(site.staff),
      params: { id: site.owner.reviewId },
      body: { reason: 'Insults a reviewer.' },
    }),
  },
  'GET /api/staff/rejections': { base: (site) => readAs(site.staff) },
  'GET /api/staff/mail': { base: (site) => readAs(site.staff) },
  'GET /api/staff/mail/files': { base: (site) => readAs(site.staff) },
  'GET /api/staff/mail/files/:name': {
    base: (site) => ({ ...readAs(site.staff), params: { name: '2026-11-28T00-00-00-000Z-x.eml' } }),
  },
  'GET /api/staff/claims': {
    base: (site) => ({ ...readAs(site.staff), query: { status: 'pending' } }),
  },
  'POST /api/staff/claims/:id/approve': {
    before: (site, lane) => site.resetClaim(lane.claimId),
    base: (site, lane) => ({
      ...writeAs(site.staff),
      params: { id: lane.claimId },
      body: { note: 'Checked by phone.' },
    }),
  },
  'POST /api/staff/claims/:id/refuse': {
    before: (site, lane) => site.resetClaim(lane.claimId),
    base: (site, lane) => ({
      ...writeAs(site.staff),
      params: { id: lane.claimId },
      body: { note: 'Could not check.' },
    }),
  },
  'POST /api/staff/claims/:id/revoke': {
    before: (site, lane) => site.resetClaim(lane.claimId),
    base: (site, lane) => ({
      ...writeAs(site.staff),
      params: { id: lane.claimId },
      body: { reason: 'The business was sold.' },
    }),
  },
  'GET /api/staff/messages': {
    base: (site) => ({ ...readAs(site.staff), query: { status: 'all' } }),
  },
  'PUT /api/staff/messages/:id/handled': {
    base: (site) => ({
      ...writeAs(site.staff),
      params: { id: site.messageId },
      body: { handled: true },
    }),
    headers: { 'x-csrf-token': (value) => value },
  },
  'GET /api/staff/audit': { base: (site) => ({ ...readAs(site.staff), query: { limit: '5' } }) },

  'GET /api/platform/remotes/:remote/releases': {
    base: (site) => ({ params: { remote: 'guides' }, headers: bearer(site) }),
    headers: { authorization: (value) => `Bearer ${value}` },
  },
  'POST /api/platform/remotes/:remote/releases': {
    base: async (site) => {
      const { payload, contentType } = await releaseWith({});
      return {
        params: { remote: 'guides' },
        query: { activate: 'false' },
        headers: { ...bearer(site), 'content-type': contentType },
        payload,
      };
    },
    payloads: {
      'the version': (text) => releaseWith({ version: text }),
      'a file name': (text) => releaseWith({ fileName: text }),
      'a page title': (text) => releaseWith({ title: text }),
      'a page path': (text) => releaseWith({ pagePath: text }),
      'the source hash': (text) => releaseWith({ sourceHash: text }),
    },
  },
  'POST /api/platform/remotes/:remote/activate': {
    base: (site) => ({
      params: { remote: 'guides' },
      headers: bearer(site),
      body: { version: '1.0.0' },
    }),
  },
  'POST /api/platform/remotes/:remote/prune': {
    base: (site) => ({ params: { remote: 'guides' }, headers: bearer(site) }),
  },
};

/** Requests no route matches: the API's JSON 404, whatever the path holds. */
export const UNMATCHED_CASE: EndpointCase = {
  base: () => ({}),
  urls: {
    'an API path': (part) => `/api/${part}`,
    'a deep API path': (part) => `/api/restaurants/${part}/${part}/${part}`,
    'an API write path': (part) => `/api/staff/${part}/approve`,
  },
};
