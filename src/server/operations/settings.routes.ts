import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { PublicConfig } from '#shared/api/public-config.ts';
import { AGREEMENT_VERSION } from '#shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

/** The configuration the app may show to anyone (no secrets: names, contact, video addresses). */
export function settingsRoutes(deps: AppDeps) {
  const { config } = deps;
  // Checked once at start: a broken sub-processor file is a configuration error, not a 500 later.
  const publicConfig = v.parse(PublicConfig, {
    brandName: config.brandName,
    contact: config.contact,
    provider: config.provider,
    videos: config.videos,
    agreementVersion: AGREEMENT_VERSION,
    publicUrl: config.publicUrl,
    itContact: config.courseContacts.itContact,
    adminSignIn: config.adminOidc ? { name: config.adminOidc.name } : null,
    subprocessors: JSON.parse(readFileSync(config.subprocessorsFile, 'utf8')) as unknown,
  });
  return endpointRoutes(implement(api.publicConfig, () => publicConfig));
}
