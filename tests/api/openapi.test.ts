import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointKey } from '../../src/shared/api/endpoint.ts';
import { ENDPOINTS } from '../../src/shared/api/endpoints/index.ts';
import { createApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { openApiAnswerCheck } from '../support/openapi-answers.ts';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => {
  await h.close();
});

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>;
};

describe('the endpoint contract', () => {
  it('is what the server serves: every declared endpoint is a route and every route is declared', () => {
    const served = h.app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('*'))
      .map((r) => endpointKey({ method: r.method as 'GET', path: r.path.slice('/api'.length) }));
    const declared = ENDPOINTS.map(([, e]) => endpointKey(e));
    expect(new Set(served)).toEqual(new Set(declared));
    expect(declared).toHaveLength(new Set(declared).size);
  });

  it('is served as an OpenAPI 3.1 document with one operation per endpoint, revalidated by its ETag', async () => {
    const response = await h.get<Document>('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const operations = Object.values(response.body.paths).flatMap((ops) => Object.values(ops));
    expect(operations.map((o) => o.operationId).sort()).toEqual(ENDPOINTS.map(([name]) => name).sort());
    expect(response.body.paths['/progress/save-progress']?.post?.security).toEqual([{ session: [] }]);
    expect(response.body.paths['/employee/login']?.post?.security).toEqual([]);
    const again = await h.get('/api/openapi.json', { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('refuses an answer outside its schema, a status it does not declare and an undeclared path', async () => {
    const document = (await h.get('/api/openapi.json')).body;
    const check = openApiAnswerCheck(document);
    const json = new Headers({ 'content-type': 'application/json' });
    const progress = { status: 'ok' };
    expect(() => check('GET', '/api/health', 200, json, progress)).not.toThrow();
    expect(() => check('GET', '/api/health', 200, json, { status: 'fine' })).toThrow(/outside its schema/);
    expect(() => check('GET', '/api/health', 302, json, progress)).toThrow(/declares no such answer/);
    expect(() => check('GET', '/api/nothing-here', 200, json, progress)).toThrow(/not in the OpenAPI document/);
    expect(() => check('GET', '/api/progress/get-progress', 401, json, { error: 'no' })).toThrow(/outside/);
    const refused = await h.get('/api/progress/get-progress');
    expect(refused.status).toBe(401);
    expect(() => check('GET', '/api/progress/get-progress', 401, json, refused.body)).not.toThrow();
  });
});
