import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * Security headers for every response. The CSP allows only the portal's own origin: no inline
 * scripts, no third-party hosts (fonts and videos are self-hosted, docs/product.md R25). Inline
 * styles are allowed because the toast and video libraries set style attributes.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(options: { https: boolean }): ReadonlyArray<readonly [string, string]> {
  return [
    ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
    ...(options.https ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const] : []),
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    // Links carry single-use tokens in their path: never send them on as a referrer.
    ['Referrer-Policy', 'no-referrer'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ];
}

/**
 * Scripts, styles, images, fonts, captions and videos of the build are never documents or
 * workers, so a page's policy (CSP, framing, permissions, opener) means nothing on them; they get
 * only what guards a sub-resource: no sniffing, same-origin use, HSTS. About 600 bytes less on
 * each of the two dozen files a first visit loads. SVG, HTML, the service worker and the password
 * checker's worker keep every header.
 */
const SUB_RESOURCE = /^\/(assets|courses|icons|videos)\/(?![^?]*\.worker-)[^?]*\.(js|css|png|jpg|woff2|webm|vtt)(\?|$)/;
const SUB_RESOURCE_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/**
 * The headers every answer carries, set on Node's response before the app runs
 * (docs/decisions/051-course-material-from-memory.md): headers the app sets itself take precedence,
 * so a route may still choose its own Cache-Control. Set here once per response rather than
 * through the app's Headers objects, whose checks of every header cost a quarter of a cached
 * call's time. API reads are personal unless a route says otherwise: `no-store`.
 */
export function withStaticHeaders(listener: RequestListener, options: { https: boolean }): RequestListener {
  const headers = securityHeaders(options);
  const subResourceHeaders = headers.filter(([name]) => SUB_RESOURCE_HEADERS.has(name.toLowerCase()));
  return (req: IncomingMessage, res: ServerResponse) => {
    const sent = req.url && SUB_RESOURCE.test(req.url) ? subResourceHeaders : headers;
    for (const [name, value] of sent) res.setHeader(name, value);
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      (req.url?.startsWith('/api/') || req.url?.startsWith('/scim/'))
    ) {
      res.setHeader('Cache-Control', 'no-store');
    }
    listener(req, res);
  };
}
