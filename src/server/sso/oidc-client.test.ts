import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import { classify } from './oidc-client.ts';
import { pinnedFetch } from './pinned-fetch.ts';
import type { Resolve } from './public-host.ts';

describe('classify', () => {
  it('takes a connection refused for an internal address as a fault of the provider, naming the address', async () => {
    const resolve: Resolve = async () => [{ address: '169.254.169.254', family: 4 }];
    for (const issuer of ['http://rebinding.example/', 'http://169.254.169.254/']) {
      const error: unknown = await client
        .discovery(new URL(issuer), 'portal', undefined, undefined, {
          [client.customFetch]: pinnedFetch({ resolve }),
          execute: [client.allowInsecureRequests],
        })
        .catch((error: unknown) => error);
      const problem = classify(error);
      expect(problem.kind, issuer).toBe('invalid');
      expect(problem.message, issuer).toMatch(/is on an internal address \(169\.254\.169\.254\)$/);
    }
  });
});
