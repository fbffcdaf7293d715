import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * A strict policy for the SPA: only our own scripts, plus Razorpay's checkout script and its frame.
 * Emotion (MUI) injects <style> elements at run time, hence 'unsafe-inline' for styles only.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const checkoutOrigin = new URL(config.razorpayCheckoutUrl).origin;
  const razorpayApiOrigin = new URL(config.razorpayApiUrl).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", checkoutOrigin],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", razorpayApiOrigin],
        frameSrc: [checkoutOrigin, razorpayApiOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
