import { expect } from 'vitest';
import { pdfPages } from '../api/files-support.ts';
import type { ServerProcess } from '../support/server-process.ts';

/** What the operations tests ask of a running portal process, as a browser or an app would. */

/** One call of the API: POST with a JSON body when there is one, GET otherwise. */
export function call(server: ServerProcess, path: string, init: { body?: unknown; token?: string } = {}) {
  return fetch(`${server.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: init.token } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

/** Signs a customer in; fails the test unless that works. */
export async function signIn(server: ServerProcess, email: string, password: string) {
  const response = await call(server, '/api/employee/login', { body: { email, password } });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; userId: number };
}

/** Downloads the person's certificate and reads its verification code from the PDF. */
export async function certificateCode(server: ServerProcess, person: { id: string; userId: number }) {
  const certificate = await call(server, `/api/certificates/personal/${person.userId}`, { token: person.id });
  expect(certificate.status).toBe(200);
  const text = (await pdfPages(new Uint8Array(await certificate.arrayBuffer()))).join('\n');
  return /Prüfcode: (\S+)/.exec(text)![1]!;
}

/** Whether the portal says a certificate code is valid (public, without a token). */
export async function verifies(server: ServerProcess, code: string): Promise<boolean> {
  const answer = (await (await call(server, `/api/certificates/verify/${code}`)).json()) as { valid: boolean };
  return answer.valid;
}
