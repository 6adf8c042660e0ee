import { t } from '@lingui/core/macro';
import type { ManagementArea } from '#shared/content/track-content.ts';

/** The content areas of § 38 (3) BSIG in the words of the BSI's guidance. */
export function managementAreaLabel(area: ManagementArea): string {
  switch (area) {
    case 'risks':
      return t({ id: 'management.area.risks', message: 'Risiken erkennen und bewerten' });
    case 'practices':
      return t({ id: 'management.area.practices', message: 'Risikomanagementpraktiken' });
    case 'services':
      return t({
        id: 'management.area.services',
        message: 'Auswirkungen von Risiken auf die Dienste des Unternehmens',
      });
  }
}
