import { readdirSync } from 'node:fs';

/**
 * `npm run lint:names` (part of `npm run lint`): every file of the code and its tests is named in
 * kebab-case, with role suffixes after dots (`company-people.ts`, `tokens.repository.ts`,
 * `5-golden-rules.de.json`), so a name is found by what it says.
 */
const FOLDERS = ['src', 'sw', 'tests', 'scripts'];
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

const offenders = FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !KEBAB.test(entry.name))
    .map((entry) => `${entry.parentPath}/${entry.name}`),
);
if (offenders.length > 0) {
  console.error(`Not in kebab-case (${offenders.length}):\n${offenders.join('\n')}`);
  process.exit(1);
}
console.log(`File names: ${FOLDERS.join(', ')} in kebab-case.`);
