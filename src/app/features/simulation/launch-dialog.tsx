import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { SimulationCampaign } from '#shared/api/simulation.ts';
import { isApiError } from '../../api/api-error.ts';
import { failureMessage } from '../../api/mutation-errors.ts';
import { CurrentPasswordField } from '../../components/current-password-field.tsx';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { required } from '../../components/validation.ts';
import { toast } from '../../toasts/toast.ts';
import { useStartCampaign } from './api/simulation.ts';

/**
 * Starting a draft or resuming a paused recurring campaign sends mail to the company's people: the
 * employer's password again. A wrong password shows at the field; any other refusal (not ready, a
 * domain lapsed, nobody to reach, the window passed) as the server's sentence in the dialog.
 */
export function LaunchDialog({ campaign, onClose }: { campaign: SimulationCampaign | null; onClose: () => void }) {
  const { t } = useLingui();
  const resume = campaign?.status === 'paused';
  const name = campaign?.name ?? '';
  return (
    <Dialog
      open={campaign !== null}
      onClose={onClose}
      title={
        resume
          ? t({ id: 'simulation.campaigns.resume_title', message: `„${name}“ fortsetzen` })
          : t({ id: 'simulation.campaigns.start_title', message: `„${name}“ starten` })
      }
    >
      {campaign && <LaunchForm key={campaign.id} campaign={campaign} onClose={onClose} />}
    </Dialog>
  );
}

function LaunchForm({ campaign, onClose }: { campaign: SimulationCampaign; onClose: () => void }) {
  const { t } = useLingui();
  const start = useStartCampaign();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const resume = campaign.status === 'paused';
  const name = campaign.name;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = required(password);
    setFieldError(missing);
    setRefusal(undefined);
    if (missing) return;
    start.mutate(
      { id: campaign.id, resume, currentPassword: password },
      {
        onSuccess: () => {
          toast.success(
            resume
              ? t({ id: 'simulation.campaigns.resumed_toast', message: `„${name}“ läuft wieder.` })
              : t({ id: 'simulation.campaigns.started_toast', message: `„${name}“ ist gestartet.` }),
          );
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'CURRENT_PASSWORD_WRONG') setFieldError(error.message);
          else setRefusal(failureMessage(error));
        },
      },
    );
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p>
        {t({
          id: 'simulation.campaigns.start_text',
          message:
            'Danach erhalten die Personen Ihres Unternehmens simulierte E-Mails im geplanten Zeitraum. Bitte bestätigen Sie mit Ihrem Passwort.',
        })}
      </p>
      {refusal && (
        <p className="notice danger" role="alert">
          {refusal}
        </p>
      )}
      <CurrentPasswordField autoFocus value={password} error={fieldError} onChange={setPassword} />
      <DialogActions
        submitLabel={
          resume
            ? t({ id: 'simulation.campaigns.resume', message: 'Fortsetzen' })
            : t({ id: 'simulation.campaigns.start', message: 'Starten' })
        }
        busy={start.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
