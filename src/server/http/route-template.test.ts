import { describe, expect, it } from 'vitest';
import { routeTemplateOf } from './route-template.ts';

describe('the route template of a request', () => {
  it('names the endpoint by its template, with the parameters’ own patterns', () => {
    expect(routeTemplateOf('GET', '/api/employee/42')).toBe('/api/employee/:id');
    expect(routeTemplateOf('GET', '/api/employee/42/')).toBe('/api/employee/:id');
    expect(routeTemplateOf('POST', '/api/progress/save-progress')).toBe('/api/progress/save-progress');
    expect(routeTemplateOf('GET', '/api/openapi.json')).toBe('/api/openapi.json');
    expect(routeTemplateOf('GET', '/api/certificates/verify/ABCD-1234')).toBe('/api/certificates/verify/:code');
  });

  it('names nothing for unknown paths, other methods and parameters outside their pattern', () => {
    expect(routeTemplateOf('GET', '/api/employee/abc')).toBeUndefined();
    expect(routeTemplateOf('DELETE', '/api/progress/save-progress')).toBeUndefined();
    expect(routeTemplateOf('GET', '/api/openapiXjson')).toBeUndefined();
    expect(routeTemplateOf('GET', '/api/no-such-call')).toBeUndefined();
  });
});
