import { vi } from 'vitest';
import type { Company } from '#shared/api/companies.ts';
import type { Employee } from '#shared/api/employees.ts';
import type { PublicConfig } from '#shared/api/public-config.ts';
import { setSession, type Session } from '../session/session-store.ts';

/** One call the app made: method, path below /api, the parsed JSON body and the headers. */
export type Call = { method: string; path: string; body: unknown; headers: Record<string, string> };
/** An answer: a status and a JSON body (an error envelope for 4xx/5xx), or a raw Response. */
type Answer = { status?: number; json?: unknown } | Response;
type Handler = (call: Call) => Answer | undefined;

/**
 * A stand-in for the API in component tests: `routes` maps "METHOD /path" to an answer or a
 * function of the call; everything the app sends is recorded in `calls`.
 */
export function fakeApi(routes: Record<string, Answer | Handler>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = input.replace(/^\/api/, '');
    const call = {
      method,
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (answer instanceof Response) return answer;
    if (!answer) return error(404, 'NOT_FOUND', 'not found');
    return new Response(JSON.stringify(answer.json ?? {}), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    fetch,
    sent: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const error = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ error: { statusCode: status, code, message } }), { status });

export function signedIn(userId: number, role: Session['role']) {
  setSession({ token: 'token', userId, ttl: 1_209_600, created: new Date().toISOString(), role });
}

export const employee = (overrides: Partial<Employee> = {}): Employee => ({
  id: 7,
  firstname: 'Petra',
  lastname: 'Schmidt',
  email: 'petra@example.de',
  pendingEmail: null,
  salutation: 'Frau',
  role: 'employer',
  active: true,
  isFirstLogin: false,
  companyId: 3,
  dataProtectionPolicyAccepted: true,
  lang: 'de',
  sawVideo: true,
  createdAt: '2024-05-02T08:00:00.000Z',
  orderProcessingAccepted: true,
  orderProcessingAcceptedAt: '2024-05-02T08:00:00.000Z',
  assignedCourseList: [],
  locked: false,
  blocked: false,
  notifications: [],
  remindersEnabled: true,
  hasSecondFactor: false,
  secondFactorRequired: false,
  ...overrides,
});

export const company = (overrides: Partial<Company> = {}): Company => ({
  id: 3,
  companyName: 'Schmidt Sanitär GmbH',
  address: { street: 'Hauptstraße 5', postCode: '50667', city: 'Köln' },
  phoneNumber: '0221 123456',
  insuranceNumber: 'AS-4711081542',
  insuranceNumberInvalid: false,
  employeeCount: 12,
  ownerId: 7,
  orderProcessingAccepted: true,
  isActionsBlocked: false,
  blocked: false,
  onboardingCourses: [],
  remindersEnabled: true,
  secondFactorRule: 'none',
  ...overrides,
});

export const publicConfig: PublicConfig = {
  brandName: 'Nordsee Versicherung',
  contact: { email: 'hilfe@nordsee.example', phone: '040 123 45' },
  provider: {
    name: 'Anbieter GmbH',
    address: 'Hafenstraße 1, 20457 Hamburg',
    representative: 'R',
    register: 'HRB 1',
    vatId: 'DE1',
    email: 'e@example.de',
    phone: '040 1',
    dataProtectionContact: 'd',
    supervisoryAuthority: 's',
  },
  videos: { registration: '/videos/registration', firstSteps: '/videos/first-steps' },
  agreementVersion: '5.40',
  publicUrl: 'http://portal.test',
  itContact: { de: 'die IT-Abteilung', en: 'the IT department' },
  adminSignIn: null,
  subprocessors: [],
};
