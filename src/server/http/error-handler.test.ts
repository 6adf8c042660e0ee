import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from './error-handler.ts';
import { requestLanguage } from './request-language.ts';
import type { AppEnv } from './types.ts';

/** What the database drivers (pg and PGlite alike) throw when a unique index refuses a write. */
const uniqueViolation = (constraint: string) =>
  Object.assign(new Error('duplicate key'), { code: '23505', constraint });

const app = new Hono<AppEnv>().use(requestLanguage());
app.get('/address', () => {
  throw uniqueViolation('users_email_unique');
});
app.get('/owner', () => {
  throw uniqueViolation('companies_owner_unique');
});
app.onError(handleError);

describe('a write refused by a unique index', () => {
  it('is "address in use" only when the address index refused it', async () => {
    const response = await app.request('/address');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: 'EMAIL_ALREADY_EXISTS' } });
  });

  it('is a conflict, in the request’s language, when another index refused it', async () => {
    const german = await app.request('/owner');
    expect(german.status).toBe(409);
    expect(await german.json()).toMatchObject({
      error: { statusCode: 409, code: 'CONFLICT', message: expect.stringContaining('im selben Moment') },
    });
    const english = await app.request('/owner', { headers: { 'accept-language': 'en' } });
    expect(await english.json()).toMatchObject({ error: { message: expect.stringContaining('at the same moment') } });
  });
});
