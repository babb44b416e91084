import { serverForFile } from './test-server';

// GET /api/places/city: Pizza Intelligence checks its "City, State" before searching there
// (decision 0066).
describe('GET /api/places/city', () => {
  const file = serverForFile();

  const ask = (city: string, state: string) =>
    file.app.inject({ url: '/api/places/city', query: { city, state } });

  it.each([
    ['Chicago', 'IL', 'Chicago, IL'],
    ['  chicago ', 'illinois', 'Chicago, IL'],
    ['Chicgo', 'il', 'Chicago, IL'],
    ['Austin', 'Texas', 'Austin, TX'],
  ])('names %j, %j as the gazetteer does', async (city, state, label) => {
    const response = await ask(city, state);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ label });
  });

  it('refuses a state that is none, beside the state', async () => {
    const response = await ask('Nowhereville', 'ZZ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: {
        state: ['Enter a US state by its two-letter code or its name, e.g. IL or Illinois'],
      },
    });
  });

  it('says it could not find a city the state does not hold', async () => {
    const response = await ask('Nowhereville', 'TX');
    expect(response.statusCode).toBe(400);
    const message = 'We could not find the city "Nowhereville" in Texas. Check its spelling.';
    expect(response.json().error).toEqual({
      code: 'UNKNOWN_LOCATION',
      message,
      fields: { city: [message] },
    });
  });

  it('refuses a missing city or state', async () => {
    const response = await file.app.inject('/api/places/city?city=%20&state=');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['city', 'state']);
  });
});
