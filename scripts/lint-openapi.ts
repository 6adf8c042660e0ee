import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENDPOINTS } from '../src/shared/api/endpoints/index.ts';
import { openApiDocument } from '../src/shared/api/openapi.ts';
import { packageVersion } from '../src/server/operations/package-version.ts';

/** `npm run lint:api`: the OpenAPI document of the endpoint contract, linted by Redocly (redocly.yaml). */
const folder = mkdtempSync(join(tmpdir(), 'portal-openapi-'));
const file = join(folder, 'openapi.json');
writeFileSync(file, JSON.stringify(openApiDocument(ENDPOINTS, packageVersion()), null, 2));
// No usage reports and no update check: CI reaches nothing but the package registry.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const run = spawnSync('npx', ['redocly', 'lint', '--config', 'redocly.yaml', file], { stdio: 'inherit', env });
rmSync(folder, { recursive: true, force: true });
process.exit(run.status ?? 1);
