import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { AccessSection } from './access-section.tsx';
import { companyOwnerQuery, employerCompanyQuery, employerQuery } from './api/policyholder.ts';
import { AuditSection } from './audit-section.tsx';
import { CompanyForm } from './company-form.tsx';
import { customerListHref } from './customer-list-state.ts';
import { DangerSection } from './danger-section.tsx';
import { ExportSection } from './export-section.tsx';
import { EmployerForm } from './employer-form.tsx';
import { AccountState } from './employer-state.tsx';
import { formatDate } from '../../components/format-dates.ts';
import { PeopleSection } from './people-section.tsx';
import { TrainingStatusSection } from './training-status-section.tsx';
import '../../theme/admin.css';
import { failureMessage } from '../../api/mutation-errors.ts';

/**
 * /admin/policyholders/:id: one employer (the id is theirs) with their company: data to edit,
 * the account's stops and links, the company's people, the reset and the deletion, and the
 * audit log of the company (docs/product.md §2, §5, §6 and §7). The customer number shown is the
 * company's; a link to a person who was the employer before another took over leads to the
 * company's employer today.
 */
export default function PolicyholderPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const params = useParams<{ id: string }>();
  const employerId = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const employer = useQuery({ ...employerQuery(employerId), enabled: employerId > 0 });
  const person = employer.data;
  const formerEmployer = person !== undefined && person.role !== 'employer' ? (person.companyId ?? 0) : 0;
  const company = useQuery({ ...employerCompanyQuery(employerId), enabled: person?.role === 'employer' });
  const owner = useQuery({ ...companyOwnerQuery(formerEmployer), enabled: formerEmployer > 0 });
  const ownerId = owner.data?.id;
  useEffect(() => {
    if (ownerId !== undefined && ownerId !== employerId) navigate(`/admin/policyholders/${ownerId}`, { replace: true });
  }, [ownerId, employerId, navigate]);
  const back = (
    <Link href={customerListHref()} className="back-link">
      <span aria-hidden="true">←</span> {t({ id: 'admin.policyholder.back', message: 'Alle Kunden' })}
    </Link>
  );

  const failure = employer.error ?? company.error ?? owner.error;
  const noCustomer = employerId === 0 || (person !== undefined && person.role !== 'employer' && formerEmployer === 0);
  if (noCustomer || failure) {
    return (
      <section className="stack admin-page">
        {back}
        <p className="notice danger" role="alert">
          {noCustomer
            ? t({ id: 'admin.policyholder.not_found', message: 'Diesen Kunden gibt es nicht.' })
            : failureMessage(failure)}
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
  const customerNumber = firm.id;
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
        <p>
          <Link href={`/admin/upload?employer=${me.id}`}>
            {t({ id: 'admin.policyholder.upload_list', message: 'Mitarbeiterliste für diesen Kunden hochladen' })}
          </Link>
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
      <TrainingStatusSection employerId={me.id} companyId={firm.id} />
      <div className="admin-grid">
        <EmployerForm key={`employer-${me.id}-${me.email}`} employer={me} />
        <CompanyForm key={`company-${firm.id}`} employerId={me.id} company={firm} />
      </div>
      <AccessSection employer={me} company={firm} />
      <PeopleSection employerId={me.id} companyId={firm.id} />
      <AuditSection employerId={me.id} companyId={firm.id} />
      <ExportSection employer={me} company={firm} />
      <DangerSection employer={me} company={firm} />
    </section>
  );
}
