import { randomUUID } from 'node:crypto';

/**
 * Report mails as people's mail programs forward a suspicious mail, built from the simulation
 * mails a wave really sent (their headers, text and HTML with the lesson link), with the headers a
 * relaying mail server adds. Five kinds in turn, so every fifth is no simulation at all.
 */
export type SentSimulation = {
  recipient: string;
  subject: string;
  from: string;
  headers: Record<string, string>;
  text: string;
  html: string;
};

export const REPORT_KINDS = [
  'inline text forward',
  'original attached (message/rfc822)',
  'Safe Links in an HTML forward',
  'original as an .eml file',
  'no simulation (attached)',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export type ReportMessage = { kind: ReportKind; from: string; raw: Buffer };

const CRLF = '\r\n';
const DATE = 'Tue, 08 Dec 2026 10:14:03 +0100';

/** What the relaying server and the reporter's provider put above every forward. */
const relayHeaders = (from: string, domain: string) =>
  [
    `Received: from mail.${domain} (mail.${domain} [192.0.2.25]) by mx.report.example (Postfix) with ESMTPS id 4Tq1x2Y3z4; ${DATE}`,
    `Received: from [10.1.2.3] (unknown [10.1.2.3]) by mail.${domain} (Postfix) with ESMTPSA id 9F2C1A; ${DATE}`,
    `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=${domain}; s=mail; h=from:to:subject:date:message-id; bh=${'A'.repeat(44)}; b=${'B'.repeat(344)}`,
    `Authentication-Results: mx.report.example; dkim=pass header.d=${domain}; spf=pass smtp.mailfrom=${from}`,
  ].join(CRLF);

const forward = (from: string, to: string, subject: string, contentHeaders: string, body: string) => {
  const domain = from.slice(from.indexOf('@') + 1);
  return Buffer.from(
    [
      relayHeaders(from, domain),
      `From: ${from}`,
      `To: ${to}`,
      `Subject: ${subject}`,
      `Date: ${DATE}`,
      `Message-ID: <${randomUUID()}@${domain}>`,
      'MIME-Version: 1.0',
      contentHeaders,
      '',
      body,
    ].join(CRLF),
  );
};

const multipart = (type: string, parts: Array<{ headers: string; body: string }>) => {
  const boundary = `----=_Part_${randomUUID()}`;
  return {
    headers: `Content-Type: multipart/${type}; boundary="${boundary}"`,
    body:
      parts.map((part) => `--${boundary}${CRLF}${part.headers}${CRLF}${CRLF}${part.body}${CRLF}`).join('') +
      `--${boundary}--${CRLF}`,
  };
};

const base64Lines = (text: string) => Buffer.from(text).toString('base64').replace(/.{76}/g, `$&${CRLF}`);

/** The received original, as the reporter's mail program keeps it. */
function original(mail: SentSimulation): string {
  const body = multipart('alternative', [
    {
      headers: 'Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64',
      body: base64Lines(mail.text),
    },
    {
      headers: 'Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64',
      body: base64Lines(mail.html),
    },
  ]);
  return [
    `From: ${mail.from}`,
    `To: ${mail.recipient}`,
    `Subject: =?utf-8?B?${Buffer.from(mail.subject).toString('base64')}?=`,
    `Date: ${DATE}`,
    ...Object.entries(mail.headers).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
    body.headers,
    '',
    body.body,
  ].join(CRLF);
}

/** A real phishing mail: a link that is no lesson page, a sender of its own. */
function realPhish(to: string): string {
  const html = `<html><body><p>Sehr geehrte Kundin, sehr geehrter Kunde,</p><p>Ihr Konto wurde vorübergehend gesperrt. Bitte bestätigen Sie Ihre Daten innerhalb von 24 Stunden:</p><p><a href="https://konto-pruefung.example/de/login/verify?id=${randomUUID()}">Jetzt bestätigen</a></p><p>Mit freundlichen Grüßen<br>Ihr Kundenservice</p></body></html>`;
  return [
    'From: "Kundenservice" <service@konto-pruefung.example>',
    `To: ${to}`,
    'Subject: Ihr Konto wurde gesperrt',
    `Date: ${DATE}`,
    `Message-ID: <${randomUUID()}@konto-pruefung.example>`,
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    html.replace(/=/g, '=3D').replace(/(.{70})/g, `$1=${CRLF}`),
  ].join(CRLF);
}

/** The styles Outlook writes at the top of every HTML mail (abridged from a real one: it repeats them per font). */
const OUTLOOK_STYLES = Array.from(
  { length: 24 },
  (_, i) =>
    `@font-face {font-family:"Font ${i}"; panose-1:2 15 5 2 2 2 4 3 2 4;} p.MsoNormal${i}, li.MsoNormal${i}, div.MsoNormal${i} {margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif; mso-fareast-language:EN-US;} span.E-MailFormatvorlage${i} {mso-style-type:personal-compose; font-family:"Calibri",sans-serif; color:windowtext;}`,
).join(CRLF);

/** A company logo of a signature, as an image of about 6 KB (its bytes need not draw anything). */
const LOGO = Buffer.from(Array.from({ length: 6000 }, (_, i) => (i * 7919) % 251));

/** The reporter's note as Outlook sends it: text, Word's HTML with `inner` below the note, and the signature's logo. */
function outlookNote(from: string, note: string, inner = '') {
  const html = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><style><!--${CRLF}${OUTLOOK_STYLES}${CRLF}--></style></head><body lang="DE" link="#0563C1" vlink="#954F72"><div class="WordSection1"><p class="MsoNormal">${note}<o:p></o:p></p><p class="MsoNormal">Mit freundlichen Grüßen<br>${from}<br><img width="120" height="40" src="cid:logo@signatur" alt="Logo"><o:p></o:p></p>${inner}</div></body></html>`;
  const alternative = multipart('alternative', [
    {
      headers: 'Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64',
      body: base64Lines(`${note}\r\n\r\nMit freundlichen Grüßen\r\n${from}`),
    },
    { headers: 'Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64', body: base64Lines(html) },
  ]);
  return multipart('related', [
    { headers: alternative.headers, body: alternative.body },
    {
      headers:
        'Content-Type: image/png; name="image001.png"\r\nContent-ID: <logo@signatur>\r\nContent-Disposition: inline; filename="image001.png"\r\nContent-Transfer-Encoding: base64',
      body: LOGO.toString('base64').replace(/.{76}/g, `$&${CRLF}`),
    },
  ]);
}

const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join(CRLF);

const safeLinks = (html: string) =>
  html.replace(
    /href="([^"]+)"/g,
    (_, url: string) =>
      `href="https://eur01.safelinks.protection.outlook.com/?url=${encodeURIComponent(url)}&amp;data=05%7C02%7C${randomUUID()}%7C0%7C0&amp;sdata=${'x'.repeat(40)}&amp;reserved=0"`,
  );

/** The report of `mail` by its recipient to `to`, of the kind `index` picks. */
export function reportMessage(mail: SentSimulation, to: string, index: number): ReportMessage {
  const kind = REPORT_KINDS[index % REPORT_KINDS.length]!;
  const from = mail.recipient;
  const note = outlookNote(from, 'Ist diese Mail echt? Bitte prüfen.');
  switch (kind) {
    case 'inline text forward':
      return {
        kind,
        from,
        raw: forward(
          from,
          to,
          `WG: ${mail.subject}`,
          'Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit',
          `Ist das echt?${CRLF}${CRLF}-------- Weitergeleitete Nachricht --------${CRLF}Von: ${mail.from}${CRLF}Betreff: ${mail.subject}${CRLF}${CRLF}${quoted(mail.text)}${CRLF}`,
        ),
      };
    case 'original attached (message/rfc822)': {
      const body = multipart('mixed', [
        note,
        { headers: 'Content-Type: message/rfc822\r\nContent-Disposition: attachment', body: original(mail) },
      ]);
      return { kind, from, raw: forward(from, to, `Verdächtig: ${mail.subject}`, body.headers, body.body) };
    }
    case 'Safe Links in an HTML forward': {
      const body = outlookNote(from, 'FYI, verdächtig?', `<hr><div>${safeLinks(mail.html)}</div>`);
      return { kind, from, raw: forward(from, to, `FW: ${mail.subject}`, body.headers, body.body) };
    }
    case 'original as an .eml file': {
      const body = multipart('mixed', [
        note,
        {
          headers:
            'Content-Type: application/octet-stream; name="mail.eml"\r\nContent-Disposition: attachment; filename="mail.eml"\r\nContent-Transfer-Encoding: base64',
          body: base64Lines(original(mail)),
        },
      ]);
      return { kind, from, raw: forward(from, to, 'Bitte prüfen', body.headers, body.body) };
    }
    case 'no simulation (attached)': {
      const body = multipart('mixed', [
        note,
        { headers: 'Content-Type: message/rfc822\r\nContent-Disposition: attachment', body: realPhish(from) },
      ]);
      return { kind, from, raw: forward(from, to, 'Verdächtig: Ihr Konto wurde gesperrt', body.headers, body.body) };
    }
  }
}
