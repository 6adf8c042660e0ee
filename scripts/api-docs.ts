import { writeFileSync } from 'node:fs';
import { apiReference } from '../src/shared/api/api-reference.ts';
import { ENDPOINTS } from '../src/shared/api/endpoints/index.ts';

/** `npm run docs:api`: writes docs/api.md from the endpoint contract (a unit test keeps it current). */
writeFileSync(new URL('../docs/api.md', import.meta.url), apiReference(ENDPOINTS));
console.log('docs/api.md written');
