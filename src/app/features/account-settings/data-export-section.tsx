import { useLingui } from '@lingui/react/macro';
import { CompanyExportButtons, PersonalExportButtons } from '../../components/export-buttons.tsx';

/**
 * "Meine Daten" (GDPR Art. 15 and 20, decision 084): everything stored about the person as JSON
 * or as a table; for the employer also the company's data to take along.
 */
export function DataExportSection({ userId, companyId }: { userId: number; companyId?: number | undefined }) {
  const { t } = useLingui();
  return (
    <div className="stack">
      <p>
        {t({
          id: 'data_export.intro',
          message:
            'Laden Sie alle Daten herunter, die das Portal über Sie speichert: Konto, zugewiesene Kurse, Lernfortschritt, Quizversuche, Zertifikate, angemeldete Geräte und Protokolleinträge. Passwörter und Sicherheitsschlüssel speichert das Portal nur in unlesbarer Form; sie sind nicht enthalten.',
        })}
      </p>
      <PersonalExportButtons userId={userId} />
      {companyId !== undefined && (
        <>
          <h3>{t({ id: 'data_export.company_title', message: 'Daten Ihres Unternehmens' })}</h3>
          <p>
            {t({
              id: 'data_export.company_intro',
              message:
                'Das Unternehmen mit allen Mitarbeitenden, ihren Kursen, Fristen und Ergebnissen sowie die ausgestellten Zertifikate – etwa zur Übergabe am Vertragsende.',
            })}
          </p>
          <CompanyExportButtons companyId={companyId} />
        </>
      )}
    </div>
  );
}
