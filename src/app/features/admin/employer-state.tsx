import { useLingui } from '@lingui/react/macro';

/** The stops and the activation of an account, as small labels (docs/product.md R3). */
export function AccountState({
  blocked,
  locked,
  active,
}: {
  blocked?: boolean | undefined;
  locked: boolean;
  active: boolean;
}) {
  const { t } = useLingui();
  if (!blocked && !locked && active) {
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
    </span>
  );
}

/** Plain text of the state, for sorting and searching. */
export function stateRank(row: { blocked?: boolean | undefined; locked: boolean; active: boolean }): number {
  return (row.blocked ? 4 : 0) + (row.locked ? 2 : 0) + (row.active ? 0 : 1);
}
