import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { SimulationParticipation } from '#shared/api/certificates.ts';
import { formatCount } from './format-count.ts';
import { formatDay } from './format-day.ts';

/**
 * That phishing simulations took place, as the company certificate states it (decision 096):
 * campaigns, delivered mails and the period, never a rate. The simulation page, the company
 * certificate page and the verification say it in the same words.
 */
export function participationText(participation: SimulationParticipation): string {
  const campaigns = participation.campaigns;
  const delivered = formatCount(participation.delivered);
  const from = formatDay(participation.from, i18n.locale);
  const to = formatDay(participation.to, i18n.locale);
  return t({
    id: 'simulation.participation',
    message: plural(campaigns, {
      one: `Phishing-Simulation: # Kampagne, ${delivered} zugestellte E-Mails, ${from}–${to}`,
      other: `Phishing-Simulation: # Kampagnen, ${delivered} zugestellte E-Mails, ${from}–${to}`,
    }),
  });
}
