import { useLingui } from '@lingui/react/macro';
import { toast } from '../../toasts/toast.ts';

/** A value to paste into the identity provider (the tenant URL, the token): selectable, with a copy button. */
export function DirectoryCopy({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t({ id: 'users.directory.copied', message: `Kopiert: ${label}` }));
    } catch {
      toast.error(
        t({
          id: 'users.directory.copy_failed',
          message: 'Kopieren ist hier nicht möglich. Bitte markieren und kopieren Sie den Text selbst.',
        }),
      );
    }
  }
  return (
    <span className="directory-value">
      <code>{value}</code>
      <button
        type="button"
        className="button secondary small"
        aria-label={t({ id: 'users.directory.copy_label', message: `${label} kopieren` })}
        onClick={() => void copy()}
      >
        {t({ id: 'users.directory.copy', message: 'Kopieren' })}
      </button>
    </span>
  );
}
