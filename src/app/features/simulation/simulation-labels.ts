import { t } from '@lingui/core/macro';
import type { SimulationCategory, SimulationDifficulty, SimulationKind } from '#shared/content/simulation-template.ts';

/** The names of a scenario's category, kind and difficulty, as the company's and the admin's lists show them. */

export function categoryLabel(category: SimulationCategory): string {
  switch (category) {
    case 'sign-in':
      return t({ id: 'simulation.category.sign_in', message: 'Anmeldung und Konten' });
    case 'payment':
      return t({ id: 'simulation.category.payment', message: 'Zahlungen und Rechnungen' });
    case 'it-support':
      return t({ id: 'simulation.category.it_support', message: 'IT-Support' });
    case 'update':
      return t({ id: 'simulation.category.update', message: 'Updates und Software' });
    case 'parcel':
      return t({ id: 'simulation.category.parcel', message: 'Paketzustellung' });
    case 'social-network':
      return t({ id: 'simulation.category.social_network', message: 'Soziale Netzwerke' });
    case 'remote-work':
      return t({ id: 'simulation.category.remote_work', message: 'Mobiles Arbeiten' });
    case 'device':
      return t({ id: 'simulation.category.device', message: 'Geräte und Apps' });
  }
}

export function kindLabel(kind: SimulationKind): string {
  switch (kind) {
    case 'link':
      return t({ id: 'simulation.kind.link', message: 'Link anklicken' });
    case 'data-entry':
      return t({ id: 'simulation.kind.data_entry', message: 'Daten eingeben' });
  }
}

export function difficultyLabel(difficulty: SimulationDifficulty): string {
  switch (difficulty) {
    case 1:
      return t({ id: 'simulation.difficulty.easy', message: 'Leicht' });
    case 2:
      return t({ id: 'simulation.difficulty.medium', message: 'Mittel' });
    case 3:
      return t({ id: 'simulation.difficulty.hard', message: 'Schwer' });
  }
}

/** Why a figure of the results is withheld, in words. */
export function withheldLabel(reason: 'WINDOW_OPEN' | 'BELOW_MINIMUM', minimum: number): string {
  switch (reason) {
    case 'WINDOW_OPEN':
      return t({
        id: 'simulation.results.window_open',
        message: 'Versand läuft noch – Ergebnisse nach Ende des Versandzeitraums',
      });
    case 'BELOW_MINIMUM':
      return t({
        id: 'simulation.results.below_minimum',
        message: `Weniger als ${minimum} zugestellte E-Mails – zum Schutz der Einzelnen nicht ausgewertet`,
      });
  }
}
