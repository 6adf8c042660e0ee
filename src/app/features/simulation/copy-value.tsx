import { useLingui } from '@lingui/react/macro';
import { toast } from '../../toasts/toast.ts';

/**
 * A value to be typed into another system (a DNS record, a mail filter's rule): monospace, selectable
 * as a whole, and a button that copies it. `label` names the value for the button's accessible name.
 */
export function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t({ id: 'simulation.copy.done', message: `Kopiert: ${label}` }));
    } catch {
      toast.error(
        t({
          id: 'simulation.copy.failed',
          message: 'Kopieren ist hier nicht möglich. Bitte markieren und kopieren Sie den Text selbst.',
        }),
      );
    }
  }
  return (
    <span className="copy-value">
      <code>{value}</code>
      <button
        type="button"
        className="button secondary small"
        aria-label={t({ id: 'simulation.copy.button_label', message: `${label} kopieren` })}
        onClick={() => void copy()}
      >
        {t({ id: 'simulation.copy.button', message: 'Kopieren' })}
      </button>
    </span>
  );
}
