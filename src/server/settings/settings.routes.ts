import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import * as v from 'valibot';
import { PublicConfig } from '#shared/api/public-config.ts';
import { AGREEMENT_VERSION } from '#shared/constants.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';

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
    subprocessors: JSON.parse(readFileSync(config.subprocessorsFile, 'utf8')) as unknown,
  });
  return new Hono<AppEnv>().get('/public-config', (c) => c.json(publicConfig));
}
