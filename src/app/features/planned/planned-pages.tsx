import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';

/**
 * Pages whose features arrive with later work: the route, its roles and its guard exist; the page
 * says what will be here. Each is replaced by its feature's own page.
 */
function Planned({ title, text }: { title: string; text: string }) {
  return (
    <section className="card">
      <h1>{title}</h1>
      <p>{text}</p>
    </section>
  );
}

export type PlannedName =
  | 'verify'
  | 'home'
  | 'dashboard'
  | 'proofOfInsurance'
  | 'personalCertificate'
  | 'trainings'
  | 'training'
  | 'adminPolicyholders'
  | 'adminPolicyholder'
  | 'adminStatistics'
  | 'adminAdmins'
  | 'adminUpload';

function usePlanned(name: PlannedName): { title: string; text: string } {
  const { t } = useLingui();
  const soon = t({ id: 'planned.soon', message: 'Dieser Bereich wird gerade fertiggestellt.' });
  const pages: Record<PlannedName, { title: string; text: string }> = {
    verify: {
      title: t({ id: 'verify.title', message: 'Zertifikat prüfen' }),
      text: `${soon} ${t({ id: 'planned.verify', message: 'Hier wird die Echtheit eines Zertifikats bestätigt.' })}`,
    },
    home: { title: t({ id: 'app.title', message: 'Awareness-Portal' }), text: '' },
    dashboard: {
      title: t({ id: 'menu.dashboard', message: 'Dashboard' }),
      text: `${soon} ${t({ id: 'planned.dashboard', message: 'Hier sehen Sie, wie weit Ihr Unternehmen mit der Schulung ist.' })}`,
    },
    proofOfInsurance: {
      title: t({ id: 'menu.company_certificate', message: 'Unternehmenszertifikat' }),
      text: `${soon} ${t({ id: 'planned.proof', message: 'Hier laden Sie das Zertifikat für Ihren Versicherer herunter.' })}`,
    },
    personalCertificate: {
      title: t({ id: 'menu.personal_certificate', message: 'Persönliches Zertifikat' }),
      text: `${soon} ${t({ id: 'planned.personal_certificate', message: 'Hier laden Sie Ihr Zertifikat herunter, sobald Sie alle zugewiesenen Kurse bestanden haben.' })}`,
    },
    trainings: {
      title: t({ id: 'menu.my_trainings', message: 'Meine Schulungen' }),
      text: `${soon} ${t({ id: 'planned.trainings', message: 'Hier finden Sie Ihre zugewiesenen Kurse.' })}`,
    },
    training: { title: t({ id: 'menu.my_trainings', message: 'Meine Schulungen' }), text: soon },
    adminPolicyholders: { title: t({ id: 'menu.manage_customers', message: 'Kunden verwalten' }), text: soon },
    adminPolicyholder: { title: t({ id: 'menu.manage_customers', message: 'Kunden verwalten' }), text: soon },
    adminStatistics: { title: t({ id: 'menu.statistics', message: 'Statistik' }), text: soon },
    adminAdmins: { title: t({ id: 'menu.manage_admins', message: 'Administratoren verwalten' }), text: soon },
    adminUpload: { title: t({ id: 'menu.upload_employee_lists', message: 'Mitarbeiterlisten hochladen' }), text: soon },
  };
  return pages[name];
}

const page = (name: PlannedName): ComponentType =>
  function PlannedPage() {
    return <Planned {...usePlanned(name)} />;
  };

export const PLANNED = Object.fromEntries(
  (
    [
      'verify',
      'home',
      'dashboard',
      'proofOfInsurance',
      'personalCertificate',
      'trainings',
      'training',
      'adminPolicyholders',
      'adminPolicyholder',
      'adminStatistics',
      'adminAdmins',
      'adminUpload',
    ] as const
  ).map((name) => [name, page(name)]),
) as Record<PlannedName, ComponentType>;
