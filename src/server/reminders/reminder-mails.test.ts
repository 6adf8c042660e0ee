import { describe, expect, it } from 'vitest';
import { digestMail, learnerReminderMail } from './reminder-mails.ts';

const brand = { brandName: 'Musterversicherung', contactEmail: 'hilfe@example.de' };
const erika = { firstname: 'Erika', lastname: 'Muster', salutation: 'Frau' as const };
const links = {
  trainingsUrl: 'https://portal.example.de/trainings',
  settingsUrl: 'https://portal.example.de/account-settings',
};

describe('reminder mails', () => {
  it('list each open course with its link and deadline, and say how to switch them off', () => {
    const mail = learnerReminderMail('de', brand, {
      ...erika,
      ...links,
      today: '2026-11-26',
      courses: [
        { title: 'Phishing erkennen', url: 'https://portal.example.de/trainings/email-security', dueOn: '2026-12-03' },
        { title: 'Malware', url: 'https://portal.example.de/trainings/malware', dueOn: null },
        { title: 'BYOD', url: 'https://portal.example.de/trainings/byod', dueOn: '2026-11-25' },
      ],
    });
    expect(mail.subject).toBe('Erinnerung: 3 Kurse warten auf Sie');
    expect(mail.text).toContain('- BYOD (Frist abgelaufen am 25.11.2026): https://portal.example.de/trainings/byod');
    expect(mail.text).toContain('Guten Tag Frau Muster,');
    expect(mail.text).toContain(
      '- Phishing erkennen (bitte bis 03.12.2026 bestehen): https://portal.example.de/trainings/email-security',
    );
    expect(mail.text).toContain('- Malware: https://portal.example.de/trainings/malware');
    expect(mail.text).toContain(
      'Kontoeinstellungen unter „Erinnerungen per E-Mail“ ab: https://portal.example.de/account-settings',
    );
    expect(mail.html).toContain('<li><a href="https://portal.example.de/trainings/malware"');
  });

  it('escape what people typed in the HTML part', () => {
    const mail = digestMail('en', brand, {
      ...erika,
      companyName: '<b>ACME</b>',
      overdue: [{ name: '<img src=x>', title: 'Malware', dueOn: '2026-11-30' }],
      lapsing: [],
      companyCertificateUntil: null,
      dashboardUrl: 'https://portal.example.de/dashboard',
      settingsUrl: links.settingsUrl,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x&gt;');
    expect(mail.text).toContain('- <img src=x> – Malware (deadline 30.11.2026)');
  });

  it('cap a long digest list and count the rest; name the company certificate’s end', () => {
    const overdue = Array.from({ length: 23 }, (_, i) => ({
      name: `Person ${i + 1}`,
      title: 'BYOD',
      dueOn: '2026-11-30',
    }));
    const mail = digestMail('de', brand, {
      ...erika,
      companyName: 'Muster GmbH',
      overdue,
      lapsing: [{ name: 'Max Muster', title: 'Malware', validUntil: new Date('2026-12-20T09:00:00Z') }],
      companyCertificateUntil: new Date('2026-12-24T09:00:00Z'),
      dashboardUrl: 'https://portal.example.de/dashboard',
      settingsUrl: links.settingsUrl,
    });
    expect(mail.text).toContain('- Person 20 – BYOD (Frist 30.11.2026)');
    expect(mail.text).not.toContain('Person 21');
    expect(mail.text).toContain('- … und 3 weitere');
    expect(mail.text).toContain('- Max Muster – Malware (gültig bis 20.12.2026)');
    expect(mail.text).toContain('Ihr Unternehmenszertifikat gilt bis 24.12.2026.');
  });
});
