import { t } from '@lingui/core/macro';
import type { CampaignStatus, SimulationCampaign } from '#shared/api/simulation.ts';

/** The name of a campaign's state, as the list shows it. */
export function statusLabel(status: CampaignStatus): string {
  switch (status) {
    case 'draft':
      return t({ id: 'simulation.campaigns.status_draft', message: 'Entwurf' });
    case 'running':
      return t({ id: 'simulation.campaigns.status_running', message: 'Läuft' });
    case 'paused':
      return t({ id: 'simulation.campaigns.status_paused', message: 'Pausiert' });
    case 'stopped':
      return t({ id: 'simulation.campaigns.status_stopped', message: 'Beendet' });
    case 'finished':
      return t({ id: 'simulation.campaigns.status_finished', message: 'Abgeschlossen' });
  }
}

export const statusBadge = (status: CampaignStatus) =>
  status === 'running' ? 'badge success' : status === 'paused' ? 'badge warning' : 'badge';

/** One-off, or every N weeks. */
export function repeatLabel(repeatWeeks: SimulationCampaign['repeatWeeks']): string {
  if (repeatWeeks === null) return t({ id: 'simulation.campaigns.once', message: 'Einmalig' });
  const weeks = repeatWeeks;
  return t({ id: 'simulation.campaigns.every', message: `Alle ${weeks} Wochen` });
}
