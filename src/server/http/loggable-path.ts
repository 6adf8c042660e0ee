/**
 * The path as the request log keeps it: a certificate's verification code is a secret of its
 * holder (the database keeps only its hash), so the log does not keep it either.
 */
export const loggablePath = (path: string): string => path.replace(/^(\/api\/certificates\/verify\/)[^/]+/, '$1…');
