import type { Lang } from '#shared/constants.ts';
import type { SimulationTemplate } from '#shared/content/simulation-template.ts';
import { fillPlaceholders } from '#shared/rules/simulation-placeholders.ts';
import { LANDING_TEXTS } from './landing-texts.ts';
import { escapeHtml } from '../../mail/templates.ts';

/**
 * The lesson page of a scenario, the same bytes for every recipient of it in a language and company
 * (the company's report address; the token is read from the address by the page's script), so it
 * is made once and served from memory. A
 * data-entry scenario first shows an imitation sign-in page whose fields have no name and whose
 * button is no submit button: whatever is typed never leaves the browser; pressing it shows the
 * lesson. No third-party resource, no inline script or style (the landing CSP allows neither).
 */
export type LandingContext = {
  /** A sender domain of the provider's, to show the sender's address as the mail had it. */
  senderDomain: string;
  itContact: string;
  insurerHotline: string;
  courseTitle: string;
  courseUrl: string;
  /** The report address of the company whose wave the token belongs to; null where it is unknown. */
  reportAddress: string | null;
};

const fillTexts = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

function document(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/assets/landing.css">
<script src="/assets/landing.js" defer></script>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The mail as received, each place of a red flag marked with its number. */
function mailView(t: SimulationTemplate, lang: Lang, senderDomain: string): string {
  const x = LANDING_TEXTS[lang];
  const fill = (text: string) => escapeHtml(fillPlaceholders(text, x.placeholders));
  const marks = (at: string) =>
    t.flags
      .map((flag, index) => (flag.at === at ? `<span class="mark" aria-hidden="true">${index + 1}</span>` : ''))
      .join('');
  const body = t.parts
    .map((part) =>
      part.kind === 'link'
        ? `<p><span class="fake-link">${fill(part.text)}</span>${marks(part.id)}</p>`
        : `<p>${fill(part.text)}${marks(part.id)}</p>`,
    )
    .join('\n');
  return `<section class="mail" aria-labelledby="mail-heading">
<h2 id="mail-heading">${escapeHtml(x.mailHeading)}</h2>
<dl class="mail-head">
<dt>${escapeHtml(x.from)}</dt><dd>${escapeHtml(t.sender.name)} &lt;${escapeHtml(`${t.sender.localPart}@${senderDomain}`)}&gt;${marks('from')}</dd>
<dt>${escapeHtml(x.subject)}</dt><dd>${fill(t.subject)}${marks('subject')}</dd>
</dl>
<div class="mail-body">
${body}
</div>
</section>
<section aria-labelledby="flags-heading">
<h2 id="flags-heading">${escapeHtml(x.flagsHeading)}</h2>
<ol class="flags">
${t.flags.map((flag) => `<li><strong>${fill(flag.title)}</strong> ${fill(flag.text)}</li>`).join('\n')}
</ol>
</section>`;
}

function lesson(t: SimulationTemplate, lang: Lang, context: LandingContext, hidden: boolean): string {
  const x = LANDING_TEXTS[lang];
  const values = {
    itContact: context.itContact,
    insurerHotline: context.insurerHotline,
    course: context.courseTitle,
    reportAddress: context.reportAddress ?? '',
  };
  // The second line says where to report: the company's report address where the token names it.
  const real = x.real.map((line, index) => (index === 1 && context.reportAddress !== null ? x.realReport : line));
  const report =
    context.reportAddress === null
      ? ''
      : `<section class="report" aria-labelledby="report-heading">
<h2 id="report-heading">${escapeHtml(x.reportHeading)}</h2>
<p>${escapeHtml(x.reportNext)}</p>
<p class="report-address"><strong>${escapeHtml(context.reportAddress)}</strong></p>
<p>${escapeHtml(x.reportHow)}</p>
</section>
`;
  return `<main id="lesson" tabindex="-1"${hidden ? ' hidden' : ''}>
<h1>${escapeHtml(x.headline)}</h1>
${t.kind === 'data-entry' ? `<p class="notice">${escapeHtml(x.submitted)}</p>` : ''}
<p>${escapeHtml(x.intro)}</p>
${mailView(t, lang, context.senderDomain)}
<section aria-labelledby="lesson-heading">
<h2 id="lesson-heading">${escapeHtml(x.lessonHeading)}</h2>
<p>${escapeHtml(fillPlaceholders(t.lesson, x.placeholders))}</p>
</section>
${report}<section aria-labelledby="real-heading">
<h2 id="real-heading">${escapeHtml(x.realHeading)}</h2>
<ul>
${real.map((line) => `<li>${escapeHtml(fillTexts(line, values))}</li>`).join('\n')}
</ul>
</section>
<section aria-labelledby="course-heading">
<h2 id="course-heading">${escapeHtml(x.courseHeading)}</h2>
<p><a class="button" href="${escapeHtml(context.courseUrl)}" rel="noreferrer">${escapeHtml(fillTexts(x.course, values))}</a></p>
</section>
<p class="privacy">${escapeHtml(x.privacy)}</p>
</main>`;
}

/** The imitation sign-in page: labelled fields without a name, a plain button, no form. */
function lure(t: SimulationTemplate, lang: Lang): string {
  const signIn = t.signIn!;
  const x = LANDING_TEXTS[lang];
  return `<main id="lure" class="lure">
<div class="lure-card">
<p class="lure-service">${escapeHtml(signIn.service)}</p>
<h1>${escapeHtml(signIn.heading)}</h1>
<p class="lure-note">${escapeHtml(x.signInNote)}</p>
<label for="lure-user">${escapeHtml(signIn.userLabel)}</label>
<input id="lure-user" type="text" autocomplete="off" spellcheck="false">
<label for="lure-password">${escapeHtml(signIn.passwordLabel)}</label>
<input id="lure-password" type="password" autocomplete="off">
<button id="lure-submit" type="button">${escapeHtml(signIn.button)}</button>
</div>
</main>`;
}

export function landingPage(t: SimulationTemplate, lang: Lang, context: LandingContext): string {
  const x = LANDING_TEXTS[lang];
  const body =
    t.kind === 'data-entry' ? `${lure(t, lang)}\n${lesson(t, lang, context, true)}` : lesson(t, lang, context, false);
  return document(lang, t.kind === 'data-entry' ? t.signIn!.service : x.title, body);
}

/** What an address that names no scenario gets: nothing about the portal or the provider. */
export function neutralPage(lang: Lang): string {
  const x = LANDING_TEXTS[lang];
  return document(
    lang,
    x.neutralHeadline,
    `<main><h1>${escapeHtml(x.neutralHeadline)}</h1><p>${escapeHtml(x.neutralText)}</p></main>`,
  );
}
