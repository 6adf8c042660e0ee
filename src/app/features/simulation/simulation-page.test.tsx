// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SimulationBooking, SimulationDomains, SimulationPeople } from '#shared/api/simulation.ts';
import { clearSession } from '../../session/session-store.ts';
import { company, employee, error, fakeApi, publicConfig, signedIn } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import SimulationPage from './simulation-page.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const VERSIONS = { addendum: '1.0', announcement: '1.0', notice: '1.0', checklist: '1.0' };
const EMPTY_CHECKLIST = { staffInformed: null, worksCouncil: null, dataProtectionOfficer: null, complete: false };

const notBooked = (overrides: Partial<SimulationBooking> = {}): SimulationBooking => ({
  available: true,
  versions: VERSIONS,
  booked: null,
  checklist: EMPTY_CHECKLIST,
  testMailSentAt: null,
  allowList: null,
  senderDomains: [],
  landingUrl: 'https://lernen.example',
  reportAddress: 'report+7-0123456789@melden.example',
  pseudonymous: null,
  participation: null,
  ...overrides,
});

const booked = (overrides: Partial<SimulationBooking> = {}): SimulationBooking =>
  notBooked({
    booked: { at: '2026-11-20T09:00:00.000Z', addendumVersion: '1.0' },
    allowList: { header: 'X-Awareness-Simulation', value: 'geheim-123' },
    ...overrides,
  });

const domains: SimulationDomains = {
  domains: [
    {
      domain: 'schmidt-sanitaer.de',
      record: { name: '_awareness-portal-verify.schmidt-sanitaer.de', value: 'awareness-portal-verify=abc123' },
      addedAt: '2026-11-20T09:05:00.000Z',
      verifiedAt: null,
      checkedAt: null,
    },
  ],
  suggested: ['example.de'],
};

const people: SimulationPeople = {
  people: [
    {
      id: 7,
      firstname: 'Petra',
      lastname: 'Schmidt',
      email: 'petra@example.de',
      excluded: false,
      domainVerified: false,
    },
    {
      id: 8,
      firstname: 'Max',
      lastname: 'Muster',
      email: 'max@schmidt-sanitaer.de',
      excluded: true,
      domainVerified: true,
    },
  ],
  recipients: 0,
};

const template = {
  id: 'parcel-not-delivered',
  title: 'Paket nicht zustellbar',
  category: 'parcel' as const,
  difficulty: 1 as const,
  kind: 'link' as const,
  course: 'email-security' as const,
};

const preview = {
  id: 'parcel-not-delivered',
  lang: 'de' as const,
  from: { name: 'Paketdienst Blitzlogistik', address: 'no-reply.paket@simulation.example' },
  subject: 'Letzte Benachrichtigung: Zustellung fehlgeschlagen',
  parts: [
    { id: 'greeting', kind: 'p' as const, text: 'Sehr geehrter Kunde,' },
    { id: 'button', kind: 'link' as const, text: 'Zustellung jetzt planen' },
  ],
  flags: [
    { id: 'sender', at: 'from', title: 'Unerwarteter Paketdienst', text: 'Erwarten Sie eine Sendung?' },
    { id: 'greet', at: 'greeting', title: 'Unpersönliche Anrede', text: 'Eine Massenmail.' },
    { id: 'link', at: 'button', title: 'Fremdes Linkziel', text: 'Die Adresse gehört keinem Paketdienst.' },
  ],
  lesson: 'Prüfen Sie Sendungen nur in der App des Paketdienstes.',
  lessonUrl: 'https://lernen.example/de/parcel-not-delivered/preview',
};

function open(role: 'employer' | 'manager', routes: Parameters<typeof fakeApi>[0]) {
  const me = employee({ role });
  signedIn(me.id, me.role);
  const api = fakeApi({
    'GET /public-config': { json: publicConfig },
    [`GET /employee/${me.id}`]: { json: me },
    'GET /company/3': { json: company() },
    'GET /trainings': { json: [] },
    'GET /simulation/templates': { json: { templates: [template] } },
    'GET /simulation/domains': { json: domains },
    'GET /simulation/people': { json: people },
    ...routes,
  });
  renderPage(<SimulationPage />, '/phishing-simulation');
  return api;
}

describe('/phishing-simulation before the booking', () => {
  it('books for the employer once the addendum is accepted, with its version', async () => {
    let state = notBooked();
    const api = open('employer', {
      'GET /simulation/booking': () => ({ json: state }),
      'POST /simulation/booking': () => {
        state = booked();
        return { json: state };
      },
    });
    await screen.findByRole('heading', { name: 'Was die Phishing-Simulation leistet' });
    expect(await screen.findByRole('region', { name: 'Text der Ergänzungsvereinbarung' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Phishing-Simulation buchen' }));
    expect(await screen.findByText('Bitte bestätigen Sie dies, um fortzufahren.')).toBeTruthy();
    expect(api.sent('POST', '/simulation/booking')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Ich habe die Ergänzungsvereinbarung gelesen und nehme sie an'));
    fireEvent.click(screen.getByRole('button', { name: 'Phishing-Simulation buchen' }));
    expect(await screen.findByRole('heading', { name: 'Voraussetzungen vor dem ersten Start' })).toBeTruthy();
    expect(api.sent('POST', '/simulation/booking').map((c) => c.body)).toEqual([{ addendumVersion: '1.0' }]);
  });

  it('shows a manager the offer without the booking', async () => {
    open('manager', { 'GET /simulation/booking': { json: notBooked() } });
    expect(await screen.findByText('Buchen kann die Inhaberin oder der Inhaber des Arbeitgeberkontos.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Phishing-Simulation buchen' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('names the support while the add-on is not available, and offers no booking', async () => {
    open('employer', { 'GET /simulation/booking': { json: notBooked({ available: false }) } });
    expect(await screen.findByText(/derzeit nicht verfügbar.*hilfe@nordsee\.example/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Phishing-Simulation buchen' })).toBeNull();
  });
});

describe('/phishing-simulation once booked', () => {
  it('confirms the works council with a date, sending the checklist version', async () => {
    let state = booked();
    const api = open('employer', {
      'GET /simulation/booking': () => ({ json: state }),
      'POST /simulation/checklist': () => {
        state = booked({
          checklist: {
            ...EMPTY_CHECKLIST,
            worksCouncil: { at: '2026-11-21T10:00:00.000Z', version: '1.0', choice: 'agreement', date: '2026-03-01' },
          },
        });
        return { json: state };
      },
    });
    const checklist = await screen.findByRole('region', { name: 'Voraussetzungen vor dem ersten Start' });
    expect(within(checklist).getByText('0 von 3 erledigt')).toBeTruthy();
    fireEvent.click(within(checklist).getByLabelText('Betriebsvereinbarung geschlossen'));
    fireEvent.click(within(checklist).getByRole('button', { name: 'Angabe bestätigen' }));
    expect(await within(checklist).findByText('Bitte füllen Sie dieses Feld aus.')).toBeTruthy();
    expect(api.sent('POST', '/simulation/checklist')).toHaveLength(0);

    fireEvent.change(within(checklist).getByLabelText('Datum der Betriebsvereinbarung'), {
      target: { value: '2026-03-01' },
    });
    fireEvent.click(within(checklist).getByRole('button', { name: 'Angabe bestätigen' }));
    expect(await within(checklist).findByText(/Betriebsvereinbarung vom 01\.03\.2026/)).toBeTruthy();
    expect(api.sent('POST', '/simulation/checklist').map((c) => c.body)).toEqual([
      { item: 'worksCouncil', version: '1.0', choice: 'agreement', date: '2026-03-01' },
    ]);
    expect(within(checklist).getByText('1 von 3 erledigt')).toBeTruthy();
  });

  it('opens "staff informed" again when the announcement or notice changed, and shows them with the report address', async () => {
    const at = '2026-11-21T10:00:00.000Z';
    const staffInformed = { at, version: '1.0', announcementVersion: '0.9', noticeVersion: '1.0' };
    open('employer', {
      'GET /simulation/booking': {
        json: booked({
          checklist: {
            staffInformed,
            worksCouncil: { at, version: '1.0', choice: 'none', date: null },
            dataProtectionOfficer: { at, version: '1.0' },
            complete: false,
          },
        }),
      },
    });
    const checklist = await screen.findByRole('region', { name: 'Voraussetzungen vor dem ersten Start' });
    expect(within(checklist).getByText('2 von 3 erledigt')).toBeTruthy();
    expect(
      within(checklist).getByText(/Ankündigung und die Datenschutzhinweise wurden seit Ihrer Bestätigung überarbeitet/),
    ).toBeTruthy();
    expect(within(checklist).getByRole('button', { name: 'Bestätigen: Mitarbeitende sind informiert' })).toBeTruthy();
    fireEvent.click(within(checklist).getByText('Ankündigung lesen'));
    expect((await within(checklist).findAllByText('report+7-0123456789@melden.example')).length).toBeGreaterThan(0);
  });

  it('shows a domain’s TXT record, says when the check found nothing yet, and refuses a public domain at the field', async () => {
    open('employer', {
      'GET /simulation/booking': { json: booked() },
      'POST /simulation/domains/schmidt-sanitaer.de/check': { json: domains.domains[0] },
      'POST /simulation/domains': error(
        400,
        'DOMAIN_NOT_ALLOWED',
        'Diese Domain kann nicht bestätigt werden: Adressen bei E-Mail-Anbietern für jedermann gehören nicht Ihrem Unternehmen.',
      ),
    });
    const section = await screen.findByRole('region', { name: 'Mail-Domains' });
    const entry = await within(section).findByRole('article', { name: 'schmidt-sanitaer.de' });
    expect(within(entry).getByText('_awareness-portal-verify.schmidt-sanitaer.de')).toBeTruthy();
    expect(within(entry).getByText('awareness-portal-verify=abc123')).toBeTruthy();
    fireEvent.click(within(entry).getByRole('button', { name: 'schmidt-sanitaer.de jetzt prüfen' }));
    expect(await within(entry).findByText(/Eintrag noch nicht gefunden/)).toBeTruthy();

    const field = within(section).getByLabelText('Domain hinzufügen');
    fireEvent.change(field, { target: { value: 'kein domainname' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Hinzufügen' }));
    expect(await within(section).findByText('Bitte geben Sie einen Domainnamen wie beispiel.de ein.')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'gmail.com' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Hinzufügen' }));
    expect(await within(section).findByText(/Diese Domain kann nicht bestätigt werden/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(section).getByRole('button', { name: 'example.de hinzufügen' })).toBeTruthy();
  });

  it('lists the people with the recipients and leaves one out', async () => {
    const api = open('employer', {
      'GET /simulation/booking': { json: booked() },
      'PUT /simulation/exclusions/7': { json: { success: true } },
    });
    const section = await screen.findByRole('region', { name: 'Personen' });
    expect(await within(section).findByText('0 von 2 Personen können simulierte E-Mails erhalten.')).toBeTruthy();
    const petra = within(section).getByRole('checkbox', { name: /Nicht in Simulationen.*Petra Schmidt/ });
    expect(
      (within(section).getByRole('checkbox', { name: /Nicht in Simulationen.*Max Muster/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    fireEvent.click(petra);
    await vi.waitFor(() => expect(api.sent('PUT', '/simulation/exclusions/7')).toHaveLength(1));
  });

  it('shows the allow-list header to the employer and the sender domains the support names', async () => {
    open('employer', { 'GET /simulation/booking': { json: booked() } });
    const section = await screen.findByRole('region', { name: 'Zustellung einrichten' });
    expect(within(section).getByText('X-Awareness-Simulation')).toBeTruthy();
    expect(within(section).getByText('geheim-123')).toBeTruthy();
    expect(within(section).getByText(/Die Absenderdomains nennt Ihnen der Support/)).toBeTruthy();
  });

  it('previews a scenario: the mail, its red flags and the lesson page', async () => {
    open('employer', {
      'GET /simulation/booking': { json: booked() },
      'GET /simulation/templates/parcel-not-delivered/preview?lang=de': { json: preview },
    });
    const section = await screen.findByRole('region', { name: 'Szenarien' });
    const row = (await within(section).findByRole('rowheader', { name: 'Paket nicht zustellbar' })).closest('tr')!;
    expect(row.textContent).toContain('Paketzustellung');
    expect(row.textContent).toContain('Leicht');
    expect(row.textContent).toContain('Link anklicken');
    fireEvent.click(within(row).getByRole('button', { name: 'Vorschau: Paket nicht zustellbar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vorschau: Paket nicht zustellbar' });
    expect(await within(dialog).findByText('Letzte Benachrichtigung: Zustellung fehlgeschlagen')).toBeTruthy();
    expect(within(dialog).getByText('<no-reply.paket@simulation.example>')).toBeTruthy();
    expect(within(dialog).getByText('Zustellung jetzt planen')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['Unerwarteter Paketdienst', 'Unpersönliche Anrede', 'Fremdes Linkziel']);
    const lesson = within(dialog).getByRole('link', { name: /Lernseite ansehen/ });
    expect(lesson.getAttribute('href')).toBe(preview.lessonUrl);
    expect(lesson.getAttribute('target')).toBe('_blank');
  });

  it('shows a manager the checklist without its actions, and no employer-only section', async () => {
    const api = open('manager', { 'GET /simulation/booking': { json: booked({ allowList: null }) } });
    const checklist = await screen.findByRole('region', { name: 'Voraussetzungen vor dem ersten Start' });
    expect(within(checklist).queryByRole('button', { name: /Bestätigen/ })).toBeNull();
    expect(within(checklist).queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Mail-Domains' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Personen' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Szenarien' })).toBeTruthy();
    expect(api.sent('GET', '/simulation/domains')).toHaveLength(0);
    expect(api.sent('GET', '/simulation/people')).toHaveLength(0);
  });

  it('shows the employer and a manager the company’s report address to tell the staff', async () => {
    open('manager', { 'GET /simulation/booking': { json: booked({ allowList: null }) } });
    const section = await screen.findByRole('region', { name: 'Verdächtige E-Mails melden' });
    expect(within(section).getByText('report+7-0123456789@melden.example')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Meldeadresse Ihres Unternehmens kopieren' })).toBeTruthy();
    expect(
      within(section).getByText(/Absender, Betreff und Inhalt der gemeldeten E-Mail werden nicht gespeichert/),
    ).toBeTruthy();
  });
});
