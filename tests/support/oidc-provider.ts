import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1 with a random port, its
 * development login form and one confidential client for the portal. People are added by their
 * stable subject (`sub`, also what they type as the login) with the address their ID token carries. A test can make the
 * token endpoint's ID token lose its signature (`tamper`), or the whole provider go down.
 */
export type TestPerson = { email: string; email_verified?: boolean; amr?: string[]; acr?: string };

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** By `sub`. */
  people: Map<string, TestPerson>;
  tamper: (on: boolean) => void;
  down: () => Promise<void>;
  close: () => Promise<void>;
};

/** `port`: a fixed one, for a portal configured before the provider starts (the admins', ADMIN_OIDC_ISSUER). */
export async function startTestProvider(redirectUris: string[], port = 0): Promise<TestProvider> {
  const people = new Map<string, TestPerson>();
  let tampering = false;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'portal';
  const clientSecret = 'portal-secret-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        // The portal's sign-in pages, where its sign-out comes back to (decision 112).
        post_logout_redirect_uris: redirectUris.map(
          (uri) => `${new URL(uri).origin}${uri.includes('/admin/') ? '/admin/login' : '/login'}`,
        ),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // amr with the openid scope: the ID token says how the person signed in, as Entra ID's does.
    acrValues: ['urn:portal:test:mfa', 'urn:portal:test:pwd'],
    claims: { openid: ['sub', 'amr', 'acr'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => {
      const person = people.get(id);
      if (!person) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, email: person.email, email_verified: person.email_verified ?? true }),
      };
    },
    // The scopes' claims in the ID token itself, as Entra ID and Google put them there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key-for-the-provider'] },
  });
  provider.on('server_error', (_ctx, error) => console.error('test provider', error));
  // The login form's answer for a person with `amr` or `acr`: the provider's result says how they signed in
  // (the development form reports nothing of its own). The body is read here and handed on.
  provider.use(async (ctx, next) => {
    if (ctx.method !== 'POST' || !ctx.path.startsWith('/interaction/')) return next();
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    ctx.request.body = text;
    const form = new URLSearchParams(text);
    const person = people.get(form.get('login') ?? '');
    if (form.get('prompt') !== 'login' || !(person?.amr || person?.acr)) return next();
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      {
        login: {
          accountId: form.get('login')!,
          ...(person.amr ? { amr: person.amr } : {}),
          ...(person.acr ? { acr: person.acr } : {}),
        },
      },
      { mergeWithLastSubmission: false },
    );
  });
  // The token endpoint's ID token with one character of its signature changed, while `tamper` is on.
  provider.use(async (ctx, next) => {
    await next();
    if (tampering && ctx.path === '/token' && ctx.body && typeof ctx.body === 'object' && 'id_token' in ctx.body) {
      const body = ctx.body as { id_token: string };
      const [header, payload, signature = ''] = body.id_token.split('.');
      const middle = Math.floor(signature.length / 2);
      const flipped = signature[middle] === 'A' ? 'B' : 'A';
      body.id_token = `${header}.${payload}.${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`;
    }
  });
  const callback = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => void callback(request, response));
  return {
    issuer,
    clientId,
    clientSecret,
    people,
    tamper: (on) => {
      tampering = on;
    },
    down: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A person's browser at the provider: follows the authorization URL through the development login
 * form and the consent form with the provider's cookies, and answers the query the provider sends
 * back to the portal's redirect URI (`?code=…&state=…`, or `?error=…`).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  let url = authorizationUrl;
  let form: Record<string, string> | undefined;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    keep(response);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (!next.href.startsWith(new URL(authorizationUrl).origin)) return next.search;
      url = next.href;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([a-z]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`the provider showed no form: ${response.status} ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    form = prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
  }
  throw new Error('the provider never sent the browser back');
}
