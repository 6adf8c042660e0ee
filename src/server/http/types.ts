import type { Lang } from '#shared/constants.ts';
import type { Caller } from '../core/caller.ts';

/** What every request handler may use: the variables the middleware sets. */
export type AppEnv = {
  Variables: {
    lang: Lang;
    caller: Caller | undefined;
    clientAddress: string;
    /** Set by Hono's request-id middleware; logged with each request and error. */
    requestId: string;
    /** The endpoint's path template (`/api/employee/:id`), set when a declared endpoint took the request. */
    route: string | undefined;
  };
};
