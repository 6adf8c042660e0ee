import { createHmac, randomUUID } from 'node:crypto';
import { sealingKey } from '../core/secret-box.ts';
import type { Config } from '../config.ts';

/**
 * The header by which a company's mail system recognises the provider's simulation mail and lets
 * it through. Its value is derived per company from the server's sealing key (nothing to store,
 * the same on every instance); it is a secret of the company: whoever knows it could get mail past
 * the company's filters, so only the employer sees it.
 */
export const ALLOW_LIST_HEADER = 'X-Awareness-Simulation';

export function allowListValue(config: Pick<Config, 'secondFactorKey' | 'dataDir'>, companyId: number): string {
  const key = sealingKey({ secondFactorKey: config.secondFactorKey, dataDir: config.dataDir });
  return createHmac('sha256', key).update(`simulation-allow-list:${companyId}`).digest('base64url').slice(0, 32);
}

/** The stored headers of a simulation mail: the company's allow-list header, a Message-ID on the sender domain. */
export const simulationHeaders = (allowList: string, senderDomain: string): string =>
  JSON.stringify({ [ALLOW_LIST_HEADER]: allowList, 'Message-ID': `<${randomUUID()}@${senderDomain}>` });
