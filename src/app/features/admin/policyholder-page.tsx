import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { serverMessage } from '../../api/api-error.ts';
import { AccessSection } from './access-section.tsx';
import { employerCompanyQuery, employerQuery } from './api/policyholder.ts';
import { AuditSection } from './audit-section.tsx';
import { CompanyForm } from './company-form.tsx';
import { DangerSection } from './danger-section.tsx';
import { EmployerForm } from './employer-form.tsx';
import { AccountState } from './employer-state.tsx';
import { formatDate } from './format.ts';
import { PeopleSection } from './people-section.tsx';
import './admin.css';

/**
 * /admin/policyholders/:id: one employer (the id is theirs) with their company: data to edit,
 * the account's stops and links, the company's people, the reset and the deletion, and the
 * audit log of the company (docs/product.md §2, §5, §6 and §7).
 */
export default function PolicyholderPage() {
  const { t } = useLingui();
  const params = useParams<{ id: string }>();
  const employerId = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const employer = useQuery({ ...employerQuery(employerId), enabled: employerId > 0 });
  const company = useQuery({ ...employerCompanyQuery(employerId), enabled: employerId > 0 });
  const back = (
    <Link href="/admin/policyholders" className="back-link">
      <span aria-hidden="true">←</span> {t({ id: 'admin.policyholder.back', message: 'Alle Kunden' })}
    </Link>
  );

  const failure = employer.error ?? company.error;
  if (employerId === 0 || failure) {
    return (
      <section className="stack admin-page">
        {back}
        <p className="notice danger" role="alert">
          {employerId === 0
            ? t({ id: 'admin.policyholder.not_found', message: 'Diesen Kunden gibt es nicht.' })
            : serverMessage(failure, t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' }))}
        </p>
      </section>
    );
  }
  if (!employer.data || !company.data) {
    return (
      <section className="stack admin-page">
        {back}
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      </section>
    );
  }
  const me = employer.data;
  const firm = company.data;
  const name = `${me.firstname} ${me.lastname}`;
  const customerNumber = me.id;
  const agreement = me.orderProcessingAcceptedAt
    ? formatDate(me.orderProcessingAcceptedAt)
    : t({ id: 'admin.policyholder.agreement_missing', message: 'Nicht akzeptiert' });

  return (
    <section className="stack admin-page">
      {back}
      <div className="card title-block">
        <h1>{firm.companyName}</h1>
        <p>
          {t({ id: 'admin.policyholder.subtitle', message: `Arbeitgeber: ${name} · Kundennummer ${customerNumber}` })}
        </p>
        <dl className="facts">
          <div>
            <dt>{t({ id: 'admin.column.state', message: 'Status' })}</dt>
            <dd>
              <AccountState blocked={firm.blocked} locked={me.locked} active={me.active} />
            </dd>
          </div>
          <div>
            <dt>{t({ id: 'admin.column.insurance_number', message: 'Versicherungsnr.' })}</dt>
            <dd>{firm.insuranceNumber || '–'}</dd>
          </div>
          <div>
            <dt>{t({ id: 'admin.policyholder.registered', message: 'Registriert am' })}</dt>
            <dd>{formatDate(me.createdAt)}</dd>
          </div>
          <div>
            <dt>{t({ id: 'admin.policyholder.agreement', message: 'Auftragsverarbeitungsvertrag' })}</dt>
            <dd>{agreement}</dd>
          </div>
        </dl>
      </div>
      <div className="admin-grid">
        <EmployerForm key={`employer-${me.id}-${me.email}`} employer={me} />
        <CompanyForm key={`company-${firm.id}`} employerId={me.id} company={firm} />
      </div>
      <AccessSection employer={me} company={firm} />
      <PeopleSection employerId={me.id} companyId={firm.id} />
      <AuditSection employerId={me.id} companyId={firm.id} />
      <DangerSection employer={me} company={firm} />
    </section>
  );
}
