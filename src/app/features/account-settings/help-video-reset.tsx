import { useLingui } from '@lingui/react/macro';
import { useUpdateEmployee } from './api/update-employee.ts';

/**
 * Shows the first-steps video again (docs/product.md §4): sawVideo becomes false, and the help
 * video of the shell opens as it does for someone who has not seen it yet.
 */
export function HelpVideoReset({ userId }: { userId: number }) {
  const { t } = useLingui();
  const update = useUpdateEmployee(userId);
  return (
    <div className="form">
      <p>
        {t({
          id: 'account_settings.video_text',
          message:
            'Das Video zu den ersten Schritten sehen Sie jederzeit über das Fragezeichen oben. Hier können Sie es wieder wie beim ersten Mal anzeigen lassen.',
        })}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button secondary"
          disabled={update.isPending}
          onClick={() => update.mutate({ sawVideo: false })}
        >
          {t({ id: 'account_settings.video_reset', message: 'Video erneut anzeigen' })}
        </button>
      </div>
    </div>
  );
}
