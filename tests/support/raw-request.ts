import { request as httpRequest, type Agent, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** An answer as it came over the wire: its status, its headers and its body as bytes. */
export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export type RawRequestOptions = {
  method: string;
  /** Sent as given, a Host header included; a body's Content-Length is added when not given. */
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer | undefined;
  /** The connections to use (an https one carries the CA to trust); a connection of its own when not given. */
  agent?: Agent | undefined;
  /** Gives up with an error when the socket is idle this long. */
  timeoutMs?: number | undefined;
};

/**
 * One HTTP or HTTPS request (by the URL's scheme) exactly as written, with none of fetch's rules
 * about headers: answers when the whole body is in, rejects when the connection or the socket fails.
 */
export function rawRequest(url: string, options: RawRequestOptions): Promise<RawAnswer> {
  const send = new URL(url).protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: options.method,
        headers: options.headers ?? {},
        agent: options.agent ?? false,
        ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(options.body);
  });
}
