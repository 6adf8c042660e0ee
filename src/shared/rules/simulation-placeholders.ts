/** The values a scenario's four placeholders take for one recipient (src/shared/content/simulation-template.ts). */
export type PlaceholderValues = { firstname: string; lastname: string; company: string; date: string };

/** Fills {{firstname}}, {{lastname}}, {{company}} and {{date}}; the content test allows no others. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{\{(firstname|lastname|company|date)\}\}/g, (_, name: keyof PlaceholderValues) => values[name]);
}
