import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Company } from '#shared/api/companies.ts';
import type { Employee } from '#shared/api/employees.ts';
import { CompanyExportButtons, PersonalExportButtons } from '../../components/export-buttons.tsx';

/**
 * Data exports for a policyholder (decision 084): what an admin hands over on request or at the end
 * of the contract, the company's data and the employer's own. Every download is audited.
 */
export function ExportSection({ employer, company }: { employer: Employee; company: Company }) {
  const { t } = useLingui();
  const headingId = useId();
  const name = `${employer.firstname} ${employer.lastname}`;
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t({ id: 'admin.export.title', message: 'Daten herunterladen' })}</h2>
      <p>
        {t({
          id: 'admin.export.company_intro',
          message:
            'Das Unternehmen mit allen Mitarbeitenden, ihren Kursen, Fristen und Ergebnissen sowie die ausgestellten Zertifikate – auf Anfrage oder zur Übergabe am Vertragsende. Jeder Download wird protokolliert.',
        })}
      </p>
      <CompanyExportButtons companyId={company.id} />
      <h3>{t({ id: 'admin.export.person_title', message: `Daten von ${name}` })}</h3>
      <PersonalExportButtons userId={employer.id} />
    </section>
  );
}
