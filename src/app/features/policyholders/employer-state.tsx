import { useLingui } from '@lingui/react/macro';

/** The stops and the activation of an account, as small labels (docs/product.md R3). */
export function AccountState({
  blocked,
  locked,
  active,
  agreementMissing = false,
}: {
  blocked?: boolean | undefined;
  locked: boolean;
  active: boolean;
  /** The employer has not accepted the data-processing agreement, so the company's actions wait (R12). */
  agreementMissing?: boolean;
}) {
  const { t } = useLingui();
  if (!blocked && !locked && active && !agreementMissing) {
    return <span className="badge success">{t({ id: 'admin.state.active', message: 'Aktiv' })}</span>;
  }
  return (
    <span className="badge-row">
      {blocked && (
        <span className="badge danger">{t({ id: 'admin.state.blocked', message: 'Unternehmen gesperrt' })}</span>
      )}
      {locked && <span className="badge danger">{t({ id: 'admin.state.locked', message: 'Konto gesperrt' })}</span>}
      {!active && (
        <span className="badge warning">{t({ id: 'admin.state.inactive', message: 'Nicht aktiviert' })}</span>
      )}
      {agreementMissing && (
        <span className="badge warning">{t({ id: 'admin.state.agreement_missing', message: 'AV-Vertrag fehlt' })}</span>
      )}
    </span>
  );
}

/** How much a state needs the admin, for sorting: company stop, account stop, not activated, agreement. */
export function stateRank(item: {
  blocked?: boolean | undefined;
  agreementMissing?: boolean;
  row: { locked: boolean; active: boolean };
}): number {
  return (
    (item.blocked ? 8 : 0) + (item.row.locked ? 4 : 0) + (item.row.active ? 0 : 2) + (item.agreementMissing ? 1 : 0)
  );
}
