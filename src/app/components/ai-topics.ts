import { t } from '@lingui/core/macro';
import type { AiToolGroup } from '#shared/api/ai-literacy.ts';
import type { AiTopic } from '#shared/content/track-content.ts';

/** The topics of "KI am Arbeitsplatz" (decision 109), as the record names them. */
export function aiTopicLabel(topic: AiTopic): string {
  switch (topic) {
    case 'tools':
      return t({ id: 'ai.topic.tools', message: 'Was KI-Tools können und was nicht' });
    case 'output':
      return t({ id: 'ai.topic.output', message: 'Ergebnisse prüfen (Halluzinationen)' });
    case 'data':
      return t({ id: 'ai.topic.data', message: 'Vertrauliche und personenbezogene Daten in Eingaben (DSGVO)' });
    case 'rules':
      return t({ id: 'ai.topic.rules', message: 'Die KI-Regeln des Unternehmens' });
    case 'deception':
      return t({ id: 'ai.topic.deception', message: 'Deepfakes und Stimmklone im Betrug' });
    case 'transparency':
      return t({ id: 'ai.topic.transparency', message: 'Transparenz beim Einsatz von KI' });
  }
}

/** Who uses an AI tool, in words. */
export function aiGroupLabel(group: AiToolGroup): string {
  switch (group) {
    case 'everyone':
      return t({ id: 'ai.group.everyone', message: 'Alle Beschäftigten' });
    case 'leaders':
      return t({ id: 'ai.group.leaders', message: 'Arbeitgeber und Führungskräfte' });
    case 'chosen':
      return t({ id: 'ai.group.chosen', message: 'Ausgewählte Personen' });
  }
}
