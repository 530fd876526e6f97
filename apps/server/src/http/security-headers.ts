import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once by running its middleware on a stand-in
 * response. Without a Content-Security-Policy (the SPA shell sets its own), they are the same for
 * every request; @fastify/helmet rebuilt helmet's middleware from the options on every request,
 * a measurable cost of each API answer under load (issue 14).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  if (options.contentSecurityPolicy !== false) throw new Error('helmetHeaders: the CSP varies per response; set contentSecurityPolicy: false');
  const headers: Record<string, string> = {};
  let done = false;
  const res = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmetHeaders: helmet did not finish synchronously');
  return headers;
}

/** Every answer of `app` (404s and errors too) carries helmet's headers for `options`. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  // On the reply, not the raw response: Node then writes all headers in one go at writeHead
  // instead of validating and storing each one, and Fastify's own headers after them.
  app.addHook('onRequest', (_req, reply, next) => {
    reply.headers(headers);
    next();
  });
}
