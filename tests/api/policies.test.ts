import { describe, expect, it } from 'vitest';
import type {
  ConfirmPolicyResponse,
  MyPolicy,
  PolicyDetail,
  PolicySummary,
  PolicyTemplate,
  RemindPolicyResponse,
} from '../../src/shared/api/policies.ts';
import { POLICY_PDF_MAX_BYTES } from '../../src/shared/api/policies.ts';
import { openBody } from '../../src/server/mail/outbox.ts';
import { policyFiguresAt } from '../../src/server/policies/policy-confirmations.repository.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, databaseState, expectRefused } from '../support/companies.ts';
import { createPerson, signIn, type Person } from '../support/factories.ts';
import { rawApp } from './files-support.ts';

const h = fileHarness({ BRAND_NAME: 'Rheinland Versicherung' });
const request = rawApp(h);
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const templates = async (owner: Person, lang = 'de') => {
  const response = await h.get<PolicyTemplate[]>('/api/policies/templates', { token: owner.token, lang });
  expect(response.status).toBe(200);
  return response.body;
};
const publish = async (owner: Person, body: { policyId?: number; title: string; text: string }) => {
  const response = await h.post<PolicyDetail>('/api/policies/publish', body, { token: owner.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const detail = async (owner: Person, id: number) => {
  const response = await h.get<PolicyDetail>(`/api/policies/${id}`, { token: owner.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const mine = async (person: Person) => {
  const response = await h.get<MyPolicy[]>('/api/policies/mine', { token: person.token });
  expect(response.status).toBe(200);
  return response.body;
};
const confirm = (person: Person, versionId: number, confirmedAt: Date) =>
  h.post<ConfirmPolicyResponse>(
    '/api/policies/confirm',
    { versionId, confirmedAt: confirmedAt.toISOString() },
    { token: person.token },
  );

/** Moves the clock on; the company's sessions would have lapsed, so its people sign in again. */
async function later(c: { owner: Person; manager: Person; employee: Person }, ms: number) {
  h.clock.advance(ms);
  for (const person of [c.owner, c.manager, c.employee]) person.token = await signIn(h, person.email, person.password);
}

function pdfForm(bytes: Uint8Array, fields: Record<string, string> = {}, name = 'richtlinie.pdf'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }));
  return form;
}
const pdfBytes = (size = 600) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'), 0);
  return bytes;
};

describe('policies from templates, versions and confirmations (issue 43, point 3)', () => {
  it('the employer starts from a template; everyone sees it, confirms once, and a new version asks again', async () => {
    const c = await companyWithPeople(h, { companyName: 'Kessler Logistik GmbH' });
    const list = await templates(c.owner);
    expect(list.map((t) => t.id)).toEqual(['it-usage', 'ai-use', 'home-office', 'incident-reporting']);
    expect(list[0]!.title).toBe('IT-Nutzungsrichtlinie');
    expect((await templates(c.owner, 'en'))[0]!.title).toBe('IT usage policy');

    const text = list[0]!.text.replace('[Firmenname]', 'Kessler Logistik GmbH');
    const created = await publish(c.owner, { title: list[0]!.title, text });
    expect(created.current).toMatchObject({ version: 1, kind: 'text', title: 'IT-Nutzungsrichtlinie' });
    expect(created.current.text).toContain('Kessler Logistik GmbH');
    expect(created.audience).toBe('all');
    expect(created.assigned).toBe(3);
    expect(created.confirmed).toBe(0);

    const [forEmployee] = await mine(c.employee);
    expect(forEmployee).toMatchObject({ id: created.id, confirmedAt: null, changedSince: false });
    const readAt = new Date(h.clock.now.getTime() - 2 * MINUTE_MS);
    const first = await confirm(c.employee, created.current.id, readAt);
    expect(first.status).toBe(200);
    // Published just now: a moment before publication is the publication.
    expect(first.body.confirmedAt).toBe(created.current.publishedAt);

    await later(c, DAY_MS);
    const nextDay = new Date(h.clock.now.getTime() - 10 * MINUTE_MS);
    expect((await confirm(c.manager, created.current.id, nextDay)).body.confirmedAt).toBe(nextDay.toISOString());
    const shown = await detail(c.owner, created.id);
    expect(shown.confirmed).toBe(2);
    expect(shown.people.find((p) => p.userId === c.employee.id)).toMatchObject({ confirmedVersion: 1, current: true });
    expect(shown.people.find((p) => p.userId === c.owner.id)).toMatchObject({ confirmedVersion: null, current: false });

    // Editing publishes version 2; version 1 and its confirmations stay, everyone is asked again.
    const second = await publish(c.owner, {
      policyId: created.id,
      title: 'IT-Nutzungsrichtlinie',
      text: `${text}\n\nNeu.`,
    });
    expect(second.current.version).toBe(2);
    expect(second.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(second.confirmed).toBe(0);
    expect(second.people.find((p) => p.userId === c.employee.id)).toMatchObject({
      confirmedVersion: 1,
      current: false,
    });
    const [again] = await mine(c.employee);
    expect(again).toMatchObject({ confirmedAt: null, changedSince: true });
    expect(again!.current.version).toBe(2);
    expect(
      await h.db.selectFrom('policy_confirmations').select('version_id').where('user_id', '=', c.employee.id).execute(),
    ).toHaveLength(1);

    const audit = await h.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target_company_id', '=', c.companyId)
      .where('action', 'like', 'policy.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'policy.published',
      'policy.confirmed',
      'policy.confirmed',
      'policy.published',
    ]);
  });

  it('an offline confirmation is replayed with the moment the person confirmed, and twice is once', async () => {
    const c = await companyWithPeople(h, { companyName: 'Offline Bäckerei GmbH' });
    const policy = await publish(c.owner, { title: 'Homeoffice', text: '# Regeln\n\n- Bildschirm sperren' });
    await later(c, 3 * DAY_MS);
    // Confirmed on the train two days ago, sent now.
    const onTheTrain = new Date(h.clock.now.getTime() - 2 * DAY_MS);
    const replayed = await confirm(c.employee, policy.current.id, onTheTrain);
    expect(replayed.status).toBe(200);
    expect(replayed.body.confirmedAt).toBe(onTheTrain.toISOString());
    h.clock.advance(MINUTE_MS);
    // The queue sends it again (the answer was lost): the first one stands, nothing more is written.
    const before = await databaseState(h);
    const twice = await confirm(c.employee, policy.current.id, new Date(h.clock.now.getTime()));
    expect(twice.status).toBe(200);
    expect(twice.body.confirmedAt).toBe(onTheTrain.toISOString());
    expect(await databaseState(h)).toEqual(before);
    const rows = await h.db
      .selectFrom('policy_confirmations')
      .selectAll()
      .where('user_id', '=', c.employee.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.received_at.getTime() - rows[0]!.confirmed_at.getTime()).toBe(2 * DAY_MS);

    // A device clock ahead of the server's is the server's now.
    const ahead = await confirm(c.manager, policy.current.id, new Date(h.clock.now.getTime() + 3 * DAY_MS));
    expect(ahead.body.confirmedAt).toBe(h.clock.now.toISOString());
  });

  it('a confirmation made offline of a version replaced meanwhile is kept, but the new one is still open', async () => {
    const c = await companyWithPeople(h, { companyName: 'Versionen KG' });
    const policy = await publish(c.owner, { title: 'KI-Nutzung', text: 'Version eins' });
    const readAt = h.clock.now;
    await later(c, DAY_MS);
    await publish(c.owner, { policyId: policy.id, title: 'KI-Nutzung', text: 'Version zwei' });
    expect((await confirm(c.employee, policy.current.id, readAt)).status).toBe(200);
    const [open] = await mine(c.employee);
    expect(open).toMatchObject({ confirmedAt: null, changedSince: true });
  });

  it('assigns by role and to chosen people; others neither see nor confirm it', async () => {
    const c = await companyWithPeople(h, { companyName: 'Rollen GmbH' });
    const policy = await publish(c.owner, { title: 'Nur Führungskräfte', text: 'Text' });
    const byRole = await h.request<PolicyDetail>('PUT', `/api/policies/${policy.id}/audience`, {
      body: { audience: 'roles', roles: ['manager'] },
      token: c.owner.token,
    });
    expect(byRole.status).toBe(200);
    expect(byRole.body.people.map((p) => p.userId)).toEqual([c.manager.id]);
    expect(await mine(c.employee)).toEqual([]);
    await expectRefused(h, () => confirm(c.employee, policy.current.id, h.clock.now), 404, 'NOT_FOUND');

    const chosen = await h.request<PolicyDetail>('PUT', `/api/policies/${policy.id}/audience`, {
      body: { audience: 'people', userIds: [c.employee.id] },
      token: c.owner.token,
    });
    expect(chosen.body.people.map((p) => p.userId)).toEqual([c.employee.id]);
    expect(chosen.body.userIds).toEqual([c.employee.id]);
    expect(await mine(c.manager)).toEqual([]);
    expect((await mine(c.employee)).map((p) => p.id)).toEqual([policy.id]);

    const other = await companyWithPeople(h, { companyName: 'Fremd AG' });
    await expectRefused(
      h,
      () =>
        h.request('PUT', `/api/policies/${policy.id}/audience`, {
          body: { audience: 'people', userIds: [other.employee.id] },
          token: c.owner.token,
        }),
      400,
      'VALIDATION_FAILED',
    );
    await expectRefused(
      h,
      () =>
        h.request('PUT', `/api/policies/${policy.id}/audience`, {
          body: { audience: 'roles', roles: [] },
          token: c.owner.token,
        }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('a policy as a PDF', () => {
  it('is stored within 5 MB when it begins with %PDF-, served with safe headers to the company’s people', async () => {
    const c = await companyWithPeople(h, { companyName: 'PDF Werke GmbH' });
    const bytes = pdfBytes();
    const response = await request('/api/policies/publish-pdf', {
      method: 'POST',
      token: c.owner.token,
      body: pdfForm(bytes, { title: 'Sicherheitsvorfälle melden' }, '../../Vorfälle.pdf'),
    });
    const body = (await response.json()) as PolicyDetail;
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.current).toMatchObject({ kind: 'pdf', text: null, pdfName: 'Vorfälle.pdf', pdfSize: bytes.length });

    const path = `/api/policies/${body.id}/versions/${body.current.id}/pdf`;
    const served = await request(path, { token: c.employee.token });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="Vorfaelle.pdf"/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const other = await companyWithPeople(h, { companyName: 'Nachbar GmbH' });
    expect((await request(path, { token: other.owner.token })).status).toBe(404);
    expect((await request(path, { token: other.employee.token })).status).toBe(404);
    // Someone of the company the policy is not for.
    await h.request('PUT', `/api/policies/${body.id}/audience`, {
      body: { audience: 'roles', roles: ['manager'] },
      token: c.owner.token,
    });
    expect((await request(path, { token: c.employee.token })).status).toBe(403);
    expect((await request(path, { token: c.owner.token })).status).toBe(200);
  });

  it('refuses a file too large or no PDF, and stores nothing', async () => {
    const c = await companyWithPeople(h, { companyName: 'Grenzen GmbH' });
    const before = await databaseState(h);
    const policiesBefore = await h.db.selectFrom('policy_versions').select('id').execute();
    const send = (form: FormData) =>
      request('/api/policies/publish-pdf', { method: 'POST', token: c.owner.token, body: form });

    const tooLarge = await send(pdfForm(pdfBytes(POLICY_PDF_MAX_BYTES + 1), { title: 'Zu groß' }));
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'POLICY_PDF_REJECTED',
      message: 'Bitte wählen Sie eine PDF-Datei (bis 5 MB).',
    });
    const far = await send(pdfForm(pdfBytes(POLICY_PDF_MAX_BYTES + 200_000), { title: 'Viel zu groß' }));
    expect(far.status).toBe(413);

    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const notPdf = await send(pdfForm(html, { title: 'Keine PDF' }, 'richtlinie.pdf'));
    expect(notPdf.status).toBe(400);
    expect(((await notPdf.json()) as { error: { code: string } }).error.code).toBe('POLICY_PDF_REJECTED');
    const noFile = new FormData();
    noFile.append('title', 'Ohne Datei');
    expect((await send(noFile)).status).toBe(400);
    const noTitle = await send(pdfForm(pdfBytes()));
    expect(noTitle.status).toBe(400);

    expect(await databaseState(h)).toEqual(before);
    expect(await h.db.selectFrom('policy_versions').select('id').execute()).toEqual(policiesBefore);
  });

  it('a text is kept as typed and never turned into HTML by the server', async () => {
    const c = await companyWithPeople(h, { companyName: 'Text GmbH' });
    const text = '<img src=x onerror=alert(1)> **fett**';
    const policy = await publish(c.owner, { title: '<b>Titel</b>', text });
    const [shown] = await mine(c.employee);
    expect(shown!.current.text).toBe(text);
    expect(shown!.current.title).toBe('<b>Titel</b>');
    expect(policy.current.kind).toBe('text');
  });

  it('a title or text with a NUL or a direction mark is refused with 400 and nothing is stored', async () => {
    const c = await companyWithPeople(h, { companyName: 'Steuerzeichen GmbH' });
    const refuse = (body: { title: string; text: string }) =>
      expectRefused(
        h,
        () => h.request('POST', '/api/policies/publish', { body, token: c.owner.token }),
        400,
        'VALIDATION_FAILED',
      );
    await refuse({ title: 'IT\u0000Nutzung', text: 'Bitte sperren.' });
    await refuse({ title: 'IT-Nutzung', text: 'Bitte\u0000sperren.' });
    await refuse({ title: 'IT\u202Egnuztun', text: 'Bitte sperren.' });
    await refuse({ title: 'IT\nNutzung', text: 'Bitte sperren.' });
    // Line breaks and tabs belong in a text.
    const policy = await publish(c.owner, {
      title: 'IT-Nutzung',
      text: 'Erstens:\n\tBildschirm sperren.\r\nZweitens.',
    });
    expect(policy.current.text).toBe('Erstens:\n\tBildschirm sperren.\r\nZweitens.');
  });
});

describe('outstanding people, reminders and the export', () => {
  it('reminds the outstanding people through the outbox, once a week', async () => {
    const c = await companyWithPeople(h, { companyName: 'Erinnerung GmbH' });
    const invited = await createPerson(h, 'employee', c.companyId, { password: null });
    const policy = await publish(c.owner, { title: 'Sicherheitsvorfälle melden', text: 'Bitte sofort melden.' });
    await confirm(c.manager, policy.current.id, h.clock.now);

    const reminded = await h.post<RemindPolicyResponse>(`/api/policies/${policy.id}/remind`, undefined, {
      token: c.owner.token,
    });
    expect(reminded.status).toBe(200);
    // The employer and the employee; the invited person cannot sign in yet.
    expect(reminded.body).toEqual({ reminded: 2, skipped: 1 });
    const mails = await h.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'text_body'])
      .where('recipient', 'in', [c.employee.email, c.owner.email, c.manager.email, invited.email])
      .execute();
    expect(mails.map((m) => m.recipient).sort()).toEqual([c.employee.email, c.owner.email].sort());
    const mail = mails.find((m) => m.recipient === c.employee.email)!;
    expect(mail.subject).toBe('Bitte bestätigen: Sicherheitsvorfälle melden');
    expect(openBody([h.sealingKey], mail.text_body)).toContain('/policies');

    // Within the week nobody is mailed again.
    await later(c, DAY_MS);
    const soon = await h.post<RemindPolicyResponse>(`/api/policies/${policy.id}/remind`, undefined, {
      token: c.owner.token,
    });
    expect(soon.body).toEqual({ reminded: 0, skipped: 3 });
    expect(
      (await detail(c.owner, policy.id)).people.find((p) => p.userId === c.employee.id)!.remindedAt,
    ).not.toBeNull();
    await later(c, 7 * DAY_MS);
    const nextWeek = await h.post<RemindPolicyResponse>(`/api/policies/${policy.id}/remind`, undefined, {
      token: c.owner.token,
    });
    expect(nextWeek.body).toEqual({ reminded: 2, skipped: 1 });
    const actions = await h.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_company_id', '=', c.companyId)
      .where('action', '=', 'policy.reminded')
      .execute();
    expect(actions).toHaveLength(3);
  });

  it('exports who confirmed which version when, and who is outstanding, as CSV', async () => {
    const c = await companyWithPeople(h, { companyName: 'Export GmbH' });
    const policy = await publish(c.owner, { title: 'IT-Nutzung', text: 'eins' });
    await confirm(c.employee, policy.current.id, h.clock.now);
    await later(c, DAY_MS);
    const second = await publish(c.owner, { policyId: policy.id, title: 'IT-Nutzung', text: 'zwei' });
    await confirm(c.manager, second.current.id, h.clock.now);

    const response = await request(`/api/policies/${policy.id}/export`, { token: c.owner.token, lang: 'de' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Richtlinie Bestaetigungen IT-Nutzung/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Richtlinie";"Version";"Vorname";"Nachname";"E-Mail-Adresse";"Bestätigt am";"Übermittelt am";"Stand"',
    );
    expect(lines.slice(1).filter((l) => l.includes(c.manager.email))).toEqual([
      expect.stringMatching(/"2";.*"bestätigt"$/),
    ]);
    const employee = lines.slice(1).filter((l) => l.includes(c.employee.email));
    expect(employee).toEqual([
      expect.stringMatching(/^"IT-Nutzung";"1";.*"frühere Version bestätigt"$/),
      expect.stringMatching(/^"IT-Nutzung";"2";.*"";"";"offen"$/),
    ]);
    expect(lines.slice(1).filter((l) => l.includes(c.owner.email))).toEqual([expect.stringMatching(/"offen"$/)]);
    const english = await request(`/api/policies/${policy.id}/export`, { token: c.owner.token, lang: 'en' });
    expect((await english.text()).split('\r\n')[0]).toContain('"Confirmed on"');
  });

  it('the person’s own data export includes their confirmations', async () => {
    const c = await companyWithPeople(h, { companyName: 'Auskunft GmbH' });
    const policy = await publish(c.owner, { title: 'Homeoffice', text: 'Text' });
    await confirm(c.employee, policy.current.id, h.clock.now);
    const json = await h.get<{ policyConfirmations: Array<{ title: string; version: number; confirmedAt: string }> }>(
      `/api/employee/${c.employee.id}/export`,
      { token: c.employee.token },
    );
    expect(json.status).toBe(200);
    expect(json.body.policyConfirmations).toEqual([
      expect.objectContaining({
        policyId: policy.id,
        title: 'Homeoffice',
        version: 1,
        confirmedAt: h.clock.now.toISOString(),
      }),
    ]);
    const csv = await request(`/api/employee/${c.employee.id}/export?format=csv`, {
      token: c.employee.token,
      lang: 'de',
    });
    expect(await csv.text()).toContain('"Richtlinie bestätigt"');
  });

  it('the figures of a chosen date: current version, people and confirmations as they stood', async () => {
    const c = await companyWithPeople(h, { companyName: 'Stichtag GmbH' });
    const policy = await publish(c.owner, { title: 'Stichtag', text: 'eins' });
    await confirm(c.employee, policy.current.id, h.clock.now);
    await later(c, DAY_MS);
    const dayOne = new Date(h.clock.now.getTime() - MINUTE_MS);
    await publish(c.owner, { policyId: policy.id, title: 'Stichtag', text: 'zwei' });
    expect(await policyFiguresAt(h.db, c.companyId, dayOne)).toEqual([
      { policy_id: policy.id, version: 1, title: 'Stichtag', assigned: 3, confirmed: 1 },
    ]);
    expect(await policyFiguresAt(h.db, c.companyId, h.clock.now)).toEqual([
      { policy_id: policy.id, version: 2, title: 'Stichtag', assigned: 3, confirmed: 0 },
    ]);
  });
});

describe('who may do what', () => {
  it('managers and employees 403 for the employer’s calls; another company’s policy 404; learners only their own', async () => {
    const c = await companyWithPeople(h, { companyName: 'Zugriff GmbH' });
    const other = await companyWithPeople(h, { companyName: 'Andere GmbH' });
    const policy = await publish(c.owner, { title: 'Intern', text: 'Text' });
    for (const person of [c.manager, c.employee]) {
      await expectRefused(h, () => h.get('/api/policies', { token: person.token }), 403, 'ACCESS_DENIED');
      await expectRefused(h, () => h.get(`/api/policies/${policy.id}`, { token: person.token }), 403, 'ACCESS_DENIED');
      await expectRefused(
        h,
        () => h.post('/api/policies/publish', { policyId: policy.id, title: 'x', text: 'y' }, { token: person.token }),
        403,
        'ACCESS_DENIED',
      );
    }
    await expectRefused(h, () => h.get(`/api/policies/${policy.id}`, { token: other.owner.token }), 404, 'NOT_FOUND');
    await expectRefused(
      h,
      () =>
        h.post('/api/policies/publish', { policyId: policy.id, title: 'x', text: 'y' }, { token: other.owner.token }),
      404,
      'NOT_FOUND',
    );
    await expectRefused(
      h,
      () => h.post(`/api/policies/${policy.id}/remind`, undefined, { token: other.owner.token }),
      404,
      'NOT_FOUND',
    );
    expect((await request(`/api/policies/${policy.id}/export`, { token: other.owner.token })).status).toBe(404);
    await expectRefused(h, () => confirm(other.employee, policy.current.id, h.clock.now), 404, 'NOT_FOUND');
    expect(await mine(other.employee)).toEqual([]);
    const list = await h.get<PolicySummary[]>('/api/policies', { token: other.owner.token });
    expect(list.body).toEqual([]);
  });
});
