import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './types.ts';
import { requestLanguage } from './request-language.ts';

const app = new Hono<AppEnv>().use(requestLanguage()).get('/', (c) => c.text(c.get('lang')));

describe('requestLanguage', () => {
  it.each([
    [undefined, 'de'],
    ['', 'de'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8,de;q=0.7', 'en'],
    ['fr', 'de'],
    ['de-AT', 'de'],
    ['en;q=0, de', 'de'],
    ['de;q=0.5, en;q=0.9', 'en'],
  ])('%s -> %s', async (header, expected) => {
    const response = await app.request('/', { headers: header === undefined ? {} : { 'accept-language': header } });
    expect(await response.text()).toBe(expected);
  });
});
