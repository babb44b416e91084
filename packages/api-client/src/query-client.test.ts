import { ApiRequestError } from './api-fetch';
import { createQueryClient, retryUnlessClientError } from './query-client';

describe('the query client’s retries', () => {
  it('tries once more after a network or server failure, never after a client error', () => {
    expect(retryUnlessClientError(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessClientError(0, new ApiRequestError(503, '', 'Service Unavailable'))).toBe(
      true,
    );
    expect(retryUnlessClientError(1, new ApiRequestError(503, '', 'Service Unavailable'))).toBe(
      false,
    );
    expect(retryUnlessClientError(0, new ApiRequestError(404, '', 'Not Found'))).toBe(false);
    // An error from another copy of the api-client (another remote's bundle), or dehydrated.
    expect(retryUnlessClientError(0, { status: 400, message: '400: bad' })).toBe(false);
  });

  it('is the default of the site’s query client', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(retryUnlessClientError);
  });
});
