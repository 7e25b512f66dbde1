import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * Security headers on every response. The CSP allows exactly what the app uses:
 * our own scripts and styles, inline style attributes (Radix positions popovers with them),
 * images from our origin plus data:/blob: (photo previews), and API calls to our origin.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  })
}
