// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminSimulationOverview,
  SimulationBooking,
  SimulationCampaign,
  SimulationResults,
} from '#shared/api/simulation.ts';
import { withheld } from '#shared/rules/simulation-disclosure.ts';
import { clearSession } from '../../session/session-store.ts';
import { company, employee, error, fakeApi, publicConfig, signedIn } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import AdminSimulationPage from './admin-simulation-page.tsx';
import SimulationPage from './simulation-page.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const booking = (overrides: Partial<SimulationBooking> = {}): SimulationBooking => ({
  available: true,
  versions: { addendum: '1.0', announcement: '1.0', notice: '1.0', checklist: '1.0' },
  booked: { at: '2026-11-20T09:00:00.000Z', addendumVersion: '1.0' },
  checklist: { staffInformed: null, worksCouncil: null, dataProtectionOfficer: null, complete: false },
  testMailSentAt: null,
  allowList: null,
  senderDomains: [],
  landingUrl: 'https://lernen.example',
  reportAddress: 'report+7-0123456789@melden.example',
  pseudonymous: null,
  participation: null,
  ...overrides,
});

const campaign = (overrides: Partial<SimulationCampaign> = {}): SimulationCampaign => ({
  id: '6f1c2d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  name: 'Frühjahr',
  repeatWeeks: null,
  categories: ['parcel', 'payment'],
  difficulties: [1, 2],
  startsOn: '2026-12-07',
  windowDays: 3,
  hourFrom: 9,
  hourTo: 16,
  status: 'draft',
  createdAt: '2026-11-28T10:00:00.000Z',
  launchedAt: null,
  nextWaveAt: null,
  waves: [],
  ...overrides,
});

const template = {
  id: 'parcel-not-delivered',
  title: 'Paket nicht zustellbar',
  category: 'parcel' as const,
  difficulty: 1 as const,
  kind: 'link' as const,
  course: 'email-security' as const,
};

const emptyResults: SimulationResults = { minimum: 10, waves: [], pooled: [], quarters: [], otherReports: [] };

function open(role: 'employer' | 'manager', routes: Parameters<typeof fakeApi>[0]) {
  const me = employee({ role });
  signedIn(me.id, me.role);
  const api = fakeApi({
    'GET /public-config': { json: publicConfig },
    [`GET /employee/${me.id}`]: { json: me },
    'GET /company/3': { json: company() },
    'GET /trainings': { json: [] },
    'GET /simulation/booking': { json: booking() },
    'GET /simulation/templates': { json: { templates: [template] } },
    'GET /simulation/domains': { json: { domains: [], suggested: [] } },
    'GET /simulation/people': { json: { people: [], recipients: 0 } },
    'GET /simulation/campaigns': { json: { campaigns: [] } },
    'GET /simulation/results': { json: emptyResults },
    ...routes,
  });
  renderPage(<SimulationPage />, '/phishing-simulation');
  return api;
}

describe('/phishing-simulation: test mail and campaigns', () => {
  it('sends the employer a test mail of the chosen scenario and asks to check it arrived', async () => {
    let state = booking();
    const api = open('employer', {
      'GET /simulation/booking': () => ({ json: state }),
      'POST /simulation/test-mail': () => {
        state = booking({ testMailSentAt: '2026-11-29T10:15:00.000Z' });
        return { json: { to: 'petra@example.de', templateId: 'parcel-not-delivered' } };
      },
    });
    const section = await screen.findByRole('region', { name: 'Testmail an mich' });
    expect(within(section).getByText(/Noch keine Testmail versandt/)).toBeTruthy();
    expect(within(section).getByText(/ob sich ihr Link ohne Warnung öffnet/)).toBeTruthy();
    await within(section).findByRole('option', { name: 'Paket nicht zustellbar' });
    fireEvent.change(within(section).getByLabelText('Szenario'), { target: { value: 'parcel-not-delivered' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Testmail senden' }));
    expect(await within(section).findByText('Letzte Testmail versandt am 29.11.2026, 11:15')).toBeTruthy();
    expect(api.sent('POST', '/simulation/test-mail').map((c) => c.body)).toEqual([
      { templateId: 'parcel-not-delivered', lang: 'de' },
    ]);
  });

  it('checks the campaign form and creates a recurring campaign as a draft', async () => {
    let campaigns: SimulationCampaign[] = [];
    const api = open('employer', {
      'GET /simulation/campaigns': () => ({ json: { campaigns } }),
      'POST /simulation/campaigns': (call) => {
        campaigns = [campaign({ ...(call.body as Partial<SimulationCampaign>) })];
        return { json: campaigns[0] };
      },
    });
    const section = await screen.findByRole('region', { name: 'Kampagnen' });
    expect(await within(section).findByText('Noch keine Kampagne angelegt.')).toBeTruthy();
    expect(within(section).getByText(/Versand nur an Werktagen \(ohne bundesweite Feiertage\)/)).toBeTruthy();
    expect((within(section).getByLabelText('Alle 4 Wochen') as HTMLInputElement).checked).toBe(true);
    expect((within(section).getByLabelText('Versandtage je Welle (1–10)') as HTMLInputElement).value).toBe('3');

    fireEvent.change(within(section).getByLabelText('Versand bis'), { target: { value: '9' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Kampagne anlegen' }));
    expect(await within(section).findAllByText('Bitte füllen Sie dieses Feld aus.')).toHaveLength(2);
    expect(within(section).getByText('Bitte wählen Sie mindestens eine Kategorie.')).toBeTruthy();
    expect(within(section).getByText('Das Ende muss nach dem Beginn liegen.')).toBeTruthy();
    expect(api.sent('POST', '/simulation/campaigns')).toHaveLength(0);

    const categories = within(section).getByRole('group', { name: 'Kategorien' });
    fireEvent.click(within(categories).getByLabelText('Paketzustellung'));
    fireEvent.click(within(categories).getByLabelText('IT-Support'));
    const difficulty = within(section).getByRole('group', { name: 'Schwierigkeit' });
    fireEvent.click(within(difficulty).getByLabelText('Schwer'));
    fireEvent.click(within(section).getByLabelText('Alle 8 Wochen'));
    fireEvent.change(within(section).getByLabelText('Name der Kampagne'), { target: { value: ' Frühjahr ' } });
    fireEvent.change(within(section).getByLabelText('Erster Versandtag'), { target: { value: '2030-01-07' } });
    fireEvent.change(within(section).getByLabelText('Versandtage je Welle (1–10)'), { target: { value: '5' } });
    fireEvent.change(within(section).getByLabelText('Versand bis'), { target: { value: '15' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Kampagne anlegen' }));

    const entry = await within(section).findByRole('article', { name: 'Frühjahr' });
    expect(api.sent('POST', '/simulation/campaigns').map((c) => c.body)).toEqual([
      {
        name: 'Frühjahr',
        repeatWeeks: 8,
        categories: ['it-support', 'parcel'],
        difficulties: [1, 2, 3],
        startsOn: '2030-01-07',
        windowDays: 5,
        hourFrom: 9,
        hourTo: 15,
      },
    ]);
    expect(within(entry).getByText('Entwurf')).toBeTruthy();
    expect(within(entry).getByText('Alle 8 Wochen')).toBeTruthy();
    expect(within(entry).getByText('IT-Support, Paketzustellung')).toBeTruthy();
    expect(within(entry).getByText('Leicht, Mittel, Schwer')).toBeTruthy();
    expect((within(section).getByLabelText('Name der Kampagne') as HTMLInputElement).value).toBe('');
  });

  it('starts a draft with the password: a wrong one at the field, a refusal in words, then started', async () => {
    const id = campaign().id;
    const answers = [
      error(400, 'CURRENT_PASSWORD_WRONG', 'Das aktuelle Passwort ist falsch.'),
      error(409, 'DOMAIN_NOT_VERIFIED', 'Der TXT-Eintrag einer Mail-Domain ist nicht mehr zu finden.'),
    ];
    let state = campaign();
    const api = open('employer', {
      'GET /simulation/campaigns': () => ({ json: { campaigns: [state] } }),
      [`POST /simulation/campaigns/${id}/launch`]: () => {
        const next = answers.shift();
        if (next) return next;
        state = campaign({ status: 'running', nextWaveAt: '2026-12-07T08:00:00.000Z' });
        return { json: state };
      },
    });
    const section = await screen.findByRole('region', { name: 'Kampagnen' });
    const entry = await within(section).findByRole('article', { name: 'Frühjahr' });
    expect(within(entry).getByText('Einmalig')).toBeTruthy();
    expect(within(entry).queryByRole('button', { name: 'Frühjahr pausieren' })).toBeNull();
    fireEvent.click(within(entry).getByRole('button', { name: 'Frühjahr starten' }));
    const dialog = await screen.findByRole('dialog', { name: '„Frühjahr“ starten' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Starten' }));
    expect(await within(dialog).findByText('Bitte füllen Sie dieses Feld aus.')).toBeTruthy();
    expect(api.sent('POST', `/simulation/campaigns/${id}/launch`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Aktuelles Passwort'), { target: { value: 'falsch' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Starten' }));
    expect(await within(dialog).findByText('Das aktuelle Passwort ist falsch.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Aktuelles Passwort'), { target: { value: 'richtig-123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Starten' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Der TXT-Eintrag einer Mail-Domain ist nicht mehr zu finden.',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Starten' }));
    expect(await within(entry).findByText('Läuft')).toBeTruthy();
    expect(api.sent('POST', `/simulation/campaigns/${id}/launch`).map((c) => c.body)).toEqual([
      { currentPassword: 'falsch' },
      { currentPassword: 'richtig-123' },
      { currentPassword: 'richtig-123' },
    ]);
    expect(within(entry).getByText('07.12.2026, 09:00')).toBeTruthy();
  });

  it('pauses a running campaign only after saying its unsent mails are discarded', async () => {
    const id = campaign().id;
    const running = campaign({
      status: 'running',
      repeatWeeks: 4,
      waves: [
        {
          id: 'w1',
          windowStart: '2026-12-07T08:00:00.000Z',
          windowEnd: '2026-12-09T15:00:00.000Z',
          planned: 24,
          sent: 10,
        },
      ],
    });
    const api = open('employer', {
      'GET /simulation/campaigns': { json: { campaigns: [running] } },
      [`POST /simulation/campaigns/${id}/pause`]: { json: { ...running, status: 'paused' } },
    });
    const entry = await screen.findByRole('article', { name: 'Frühjahr' });
    const wave = within(entry).getByRole('table', { name: 'Wellen von Frühjahr' });
    expect(within(wave).getByRole('cell', { name: '24' })).toBeTruthy();
    expect(within(wave).getByRole('cell', { name: '10' })).toBeTruthy();
    fireEvent.click(within(entry).getByRole('button', { name: 'Frühjahr pausieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kampagne pausieren' });
    expect(
      within(dialog).getByText(/Alle noch nicht versandten E-Mails dieser Kampagne werden verworfen/),
    ).toBeTruthy();
    expect(api.sent('POST', `/simulation/campaigns/${id}/pause`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pausieren' }));
    await vi.waitFor(() => expect(api.sent('POST', `/simulation/campaigns/${id}/pause`)).toHaveLength(1));
  });

  it('shows a manager the campaigns without the form or any action', async () => {
    open('manager', { 'GET /simulation/campaigns': { json: { campaigns: [campaign()] } } });
    const entry = await screen.findByRole('article', { name: 'Frühjahr' });
    expect(within(entry).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kampagne anlegen' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Testmail an mich' })).toBeNull();
  });
});

describe('/phishing-simulation: results', () => {
  const figure = (clickRate: number, dataEntryRate: number, delivered: number, reportRate = 0.4) => ({
    delivered,
    clickRate,
    dataEntryRate,
    reportRate,
    reportedBeforeClickRate: reportRate / 2,
    reason: null,
  });
  const wave = (name: string, overrides: Partial<SimulationResults['waves'][number]>) => ({
    waveId: name,
    campaignId: 'c',
    campaignName: name,
    windowStart: '2026-10-05T08:00:00.000Z',
    windowEnd: '2026-10-07T15:00:00.000Z',
    final: false,
    figure: withheld('WINDOW_OPEN'),
    scenarios: [],
    ...overrides,
  });
  const results: SimulationResults = {
    minimum: 10,
    waves: [
      wave('Herbst', {
        final: true,
        figure: figure(0.3, 0.125, 40),
        scenarios: [{ templateId: 'parcel', title: 'Paket nicht zustellbar', figure: figure(0.25, 0, 20) }],
      }),
      wave('Winter', {}),
      wave('Klein', { figure: withheld('BELOW_MINIMUM') }),
    ],
    pooled: [
      { from: '2026-09-01T08:00:00.000Z', to: '2026-09-30T15:00:00.000Z', waves: 3, figure: figure(0.2, 0.1, 15) },
    ],
    quarters: [
      { quarter: '2026-Q3', figure: figure(0.2, 0.1, 15) },
      { quarter: '2026-Q4', figure: withheld('BELOW_MINIMUM') },
    ],
    otherReports: [
      { month: '2026-09', reports: 0 },
      { month: '2026-10', reports: 1 },
      { month: '2026-11', reports: 3 },
    ],
  };

  it('shows shown figures as percentages and withheld ones with their reason, pooled and by quarter', async () => {
    open('manager', {
      'GET /simulation/results': { json: results },
      'GET /simulation/booking': {
        json: booking({ participation: { campaigns: 2, delivered: 55, from: '2026-09-01', to: '2026-10-07' } }),
      },
    });
    const section = await screen.findByRole('region', { name: 'Ergebnisse' });
    expect(await within(section).findByText(/mindestens 10 zugestellten E-Mails/)).toBeTruthy();

    const autumn = within(section).getByRole('article', { name: 'Herbst, Welle 05.10.2026–07.10.2026' });
    expect(within(autumn).getByText('endgültig')).toBeTruthy();
    expect(within(autumn).getAllByText(/^30\s%$/)).toHaveLength(1);
    expect(within(autumn).getByText(/^12,5\s%$/)).toBeTruthy();
    expect(within(autumn).getByText('Paket nicht zustellbar')).toBeTruthy();

    const winter = within(section).getByRole('article', { name: /^Winter/ });
    expect(within(winter).getByText('Versand läuft noch – Ergebnisse nach Ende des Versandzeitraums')).toBeTruthy();
    expect(within(winter).queryByText('vorläufig')).toBeNull();
    const small = within(section).getByRole('article', { name: /^Klein/ });
    expect(
      within(small).getByText('Weniger als 10 zugestellte E-Mails – zum Schutz der Einzelnen nicht ausgewertet'),
    ).toBeTruthy();

    expect(
      within(section).getByRole('article', { name: 'Zusammengefasst über 3 Wellen, 01.09.2026–30.09.2026' }),
    ).toBeTruthy();
    const quarters = within(section).getByRole('table', { name: 'Klicks und Meldungen je Quartal' });
    const q3 = within(quarters).getByRole('rowheader', { name: 'Q3 2026' }).closest('tr')!;
    expect(q3.textContent).toMatch(/20\s%/);
    // Reported, and reported before a click, beside the click rate.
    expect(q3.textContent).toMatch(/40\s%.*20\s%/);
    expect(within(autumn).getAllByText('Gemeldet vor einem Klick').length).toBeGreaterThan(0);
    const q4 = within(quarters).getByRole('rowheader', { name: 'Q4 2026' }).closest('tr')!;
    expect(q4.textContent).toContain('Weniger als 10 zugestellte E-Mails');
    expect(within(section).getByRole('button', { name: 'Ergebnisse als Tabelle (CSV) herunterladen' })).toBeTruthy();

    // Reports of real mail per month, newest first: counts without a minimum.
    expect(within(section).getByText('In den letzten 3 Monaten: 4 Meldungen')).toBeTruthy();
    const other = within(section).getByRole('table', { name: 'Gemeldete echte E-Mails je Monat' });
    const rows = within(other).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['November 20263', 'Oktober 20261', 'September 20260']);

    const proof = screen.getByRole('region', { name: 'Nachweis für den Versicherer' });
    expect(
      within(proof).getByText('Phishing-Simulation: 2 Kampagnen, 55 zugestellte E-Mails, 01.09.2026–07.10.2026'),
    ).toBeTruthy();
    expect(within(proof).getByRole('link', { name: 'Zum Unternehmenszertifikat' }).getAttribute('href')).toBe(
      '/proofOfInsurance',
    );
  });
});

describe('/admin/simulation: controls', () => {
  const overview = (overrides: Partial<AdminSimulationOverview> = {}): AdminSimulationOverview => ({
    stoppedAt: null,
    offered: true,
    landingUrl: 'https://lernen.example',
    senderDomains: [{ domain: 'paket-info.example', addedAt: '2026-11-01T09:00:00.000Z', retiredAt: null }],
    companies: [
      {
        companyId: 3,
        companyName: 'Schmidt Sanitär GmbH',
        bookedAt: '2026-11-20T09:00:00.000Z',
        blockedAt: null,
        campaigns: 2,
        delivered: 48,
      },
    ],
    figures: {
      companies: 1,
      delivered: 48,
      clickRate: null,
      dataEntryRate: null,
      byDifficulty: [{ difficulty: 1, companies: 1, clickRate: null }],
    },
    ...overrides,
  });

  it('stops every simulation mail after a question and says since when; rates wait for 20 companies', async () => {
    signedIn(1, 'admin');
    const api = fakeApi({
      'GET /admin/simulation': { json: overview() },
      'GET /admin/simulation/templates': { json: { templates: [] } },
      'GET /trainings': { json: [] },
      'POST /admin/simulation/switch': { json: overview({ stoppedAt: '2026-11-29T10:00:00.000Z' }) },
      'POST /admin/simulation/companies/3/block': {
        json: overview({ companies: [{ ...overview().companies[0]!, blockedAt: '2026-11-29T10:00:00.000Z' }] }),
      },
    });
    renderPage(<AdminSimulationPage />, '/admin/simulation');
    const controls = await screen.findByRole('region', { name: 'Steuerung' });
    const toggle = await within(controls).findByRole('switch', { name: 'Alle Simulationsmails anhalten' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(within(controls).getByText('Simulationsmails werden versandt.')).toBeTruthy();
    expect(within(controls).getAllByText('erst ab 20 Unternehmen')).toHaveLength(3);

    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Alle Simulationsmails anhalten' });
    expect(api.sent('POST', '/admin/simulation/switch')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anhalten' }));
    expect(await within(controls).findByText(/^Angehalten seit 29\.11\.2026, 11:00/)).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(api.sent('POST', '/admin/simulation/switch').map((c) => c.body)).toEqual([{ stopped: true }]);

    const row = within(controls).getByRole('rowheader', { name: 'Schmidt Sanitär GmbH' }).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Schmidt Sanitär GmbH sperren' }));
    const ask = await screen.findByRole('dialog', { name: 'Unternehmen sperren' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Sperren' }));
    expect(await within(row).findByText('Gesperrt seit 29.11.2026')).toBeTruthy();
    expect(api.sent('POST', '/admin/simulation/companies/3/block').map((c) => c.body)).toEqual([{ blocked: true }]);
  });
});
