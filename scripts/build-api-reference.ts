import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Part of `npm run build`: the API reference page for integrators at /api-reference/index.html,
 * Swagger UI rendering the document the server serves at /api/openapi.json. Its files go into
 * dist/ like the app's, so they are served, compressed and cached the same way, and the page keeps
 * the portal's content security policy (no inline script, nothing from other hosts).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const swagger = join(root, 'node_modules', 'swagger-ui-dist');
const target = join(root, 'dist', 'api-reference');
mkdirSync(target, { recursive: true });
for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css']) copyFileSync(join(swagger, file), join(target, file));

writeFileSync(
  join(target, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>API reference – awareness portal</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="swagger-ui.css" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="swagger-ui-bundle.js"></script>
    <script src="reference.js"></script>
  </body>
</html>
`,
);
// Read only: the reference describes the calls; it does not send them. The areas open collapsed:
// with every area's calls listed at once, Swagger UI 5.35 drew nothing past the first area once the
// document held about 130 calls; a reader opens the area they need (deep links open it too).
writeFileSync(
  join(target, 'reference.js'),
  `SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, docExpansion: 'none', supportedSubmitMethods: [] });\n`,
);
console.log('API reference written to dist/api-reference/');
