import type { Lang } from '#shared/constants.ts';
import type { SimulationTemplate } from '#shared/content/simulation-template.ts';
import { fillPlaceholders, type PlaceholderValues } from '#shared/rules/simulation-placeholders.ts';
import { escapeHtml } from '../mail/templates.ts';

/**
 * A simulation mail as the recipient gets it: the scenario's sender at a provider domain, its
 * subject and body with the four placeholders filled, and its one link to the lesson page, which
 * carries the mail's token in its path (no query parameter a filter could fingerprint).
 */
export type SimulationMail = { from: string; subject: string; text: string; html: string };

/** The day the mail is sent, as a letter would write it. */
export function mailDate(lang: Lang, at: Date): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(at);
}

/** The lesson page of one mail: language and scenario in the path, then the token ("preview" counts nothing). */
export const lessonUrl = (landingUrl: string, lang: Lang, templateId: string, token: string) =>
  `${landingUrl}/${lang}/${templateId}/${token}`;

export function simulationMail(
  t: SimulationTemplate,
  values: PlaceholderValues,
  senderDomain: string,
  link: string,
): SimulationMail {
  const fill = (text: string) => fillPlaceholders(text, values);
  const name = t.sender.name.replace(/["\\\r\n]/g, '');
  const text = t.parts
    .map((part) => (part.kind === 'link' ? `${fill(part.text)}: ${link}` : fill(part.text)))
    .join('\n\n');
  const body = t.parts
    .map((part) =>
      part.kind === 'link'
        ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b5cab;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(fill(part.text))}</a></p>`
        : `<p>${escapeHtml(fill(part.text))}</p>`,
    )
    .join('\n');
  return {
    from: `"${name}" <${t.sender.localPart}@${senderDomain}>`,
    subject: fill(t.subject),
    text,
    html: `<!doctype html><html lang="${t.lang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">\n${body}\n</body></html>`,
  };
}
