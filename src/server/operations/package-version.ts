import { readFileSync } from 'node:fs';

/** The portal's version as package.json states it. */
export function packageVersion(): string {
  const file = new URL('../../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
