import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { HEAD_SCRIPT } from '../../shared/head-script';
import { isApiPath } from './paths';

// These govern documents; on a script, style or image they are bytes for nothing, and a page of
// this site loads a dozen such files.
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const isStaticFile = (url: string) => url.startsWith('/assets/') || url.startsWith('/images/');

/**
 * An API answer is JSON, a download (content-disposition: attachment) or a redirect, never a page
 * to render: nothing in it may load, run or be framed. Stricter than the documents' policy and a
 * quarter of its bytes, on the busiest responses.
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/** The headers helmet sets for these options; with fixed options they do not depend on the request. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Helmet's headers on every page, worked out once at start-up (@fastify/helmet would rebuild the
 * middleware, CSP parsing included, on every request); static files get the ones that apply to
 * them, API answers their own. TRACE is refused here too: tRPC's route takes every method, and its
 * adapter throws on TRACE (the Fetch API refuses it). One hook for both, as it runs on every request.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const documentHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // One inline script, the head's (fonts switch, first interaction), allowed by its hash.
        scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`],
        // Radix writes style attributes into server HTML and its dialogs add a scroll-lock <style>;
        // inline styles are allowed, inline scripts only by hash.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Plain-HTTP localhost must keep working; HSTS belongs to the TLS proxy in front of production.
    strictTransportSecurity: false,
  });
  const fileHeaders = Object.fromEntries(
    Object.entries(documentHeaders).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name)),
  );

  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'TRACE') {
      reply.status(405).header('allow', 'GET, POST').send({ detail: 'Method Not Allowed' });
      return;
    }
    const { url } = request;
    reply.headers(isApiPath(url) ? API_HEADERS : isStaticFile(url) ? fileHeaders : documentHeaders);
    done();
  });
}
