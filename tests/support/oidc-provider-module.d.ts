/** The part of `oidc-provider` (which ships no types) that the tests' local provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Account = { accountId: string; claims: () => Record<string, unknown> };
  type Context = {
    path: string;
    method: string;
    body: unknown;
    req: IncomingMessage;
    res: ServerResponse;
    request: { body?: unknown };
  };
  type Configuration = {
    clients: Record<string, unknown>[];
    claims: Record<string, string[]>;
    findAccount: (ctx: Context, id: string) => Account | undefined | Promise<Account | undefined>;
    conformIdTokenClaims?: boolean;
    acrValues?: string[];
    features?: Record<string, unknown>;
    pkce?: { required: () => boolean };
    cookies?: { keys: string[] };
  };

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    on(event: 'server_error', listener: (ctx: Context, error: Error) => void): void;
    use(middleware: (ctx: Context, next: () => Promise<void>) => Promise<void>): void;
    callback(): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: { login: { accountId: string; amr?: string[]; acr?: string } },
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
