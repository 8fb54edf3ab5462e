import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The Content-Security-Policy of every response. Scripts only from this origin, and inline only the
 * ones a page names by their SHA-256 (the admin page's first script; the prerendered pages have none);
 * styles may be inline, because styled-components writes the page's styles into `<style>` elements; the
 * demo video's origin is the one frame allowed; nobody may frame this site.
 */
export function contentSecurityPolicy(frameOrigin: string, inlineScriptHashes: readonly string[] = []) {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    `frame-src ${frameOrigin}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Two years, the span browsers' preload lists ask for. */
const HSTS = 'max-age=63072000; includeSubDomains';

declare module 'fastify' {
  interface FastifyReply {
    /** Allows the inline scripts of the page this reply sends, by their SHA-256 (base64), in its CSP. */
    allowInlineScripts(hashes: readonly string[]): void;
  }
}

/**
 * Headers that tell the browser to hold this site to a strict policy. HSTS only goes out over TLS
 * (directly or, with TRUST_PROXY, as the proxy reports): sent over plain HTTP it would mean nothing,
 * and on a loopback test server it must not pin a browser to HTTPS.
 *
 * Every answer may be read by this site's pages alone (`Cross-Origin-Resource-Policy: same-origin`),
 * except the files whose path matches `sharedFiles`: the share pictures, which link previews on other
 * sites show, some by loading them straight from here into their own pages.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { frameOrigin: string; sharedFiles?: RegExp }) {
  const policy = contentSecurityPolicy(options.frameOrigin);
  const inlineScripts = new WeakMap<FastifyReply, readonly string[]>();
  app.decorateReply('allowInlineScripts', function (this: FastifyReply, hashes: readonly string[]) {
    inlineScripts.set(this, hashes);
  });
  const headers = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // Other sites learn our origin, never a page path (which could carry a query); the video host needs it.
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Nothing here uses a device or a sensor; fullscreen stays for the demo video.
    'permissions-policy': `camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), fullscreen=(self "${options.frameOrigin}")`,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  };
  app.addHook('onSend', async (request, reply) => {
    const hashes = inlineScripts.get(reply);
    reply.header('content-security-policy', hashes ? contentSecurityPolicy(options.frameOrigin, hashes) : policy);
    reply.headers(headers);
    if (options.sharedFiles?.test(request.url.split('?')[0] ?? '')) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
