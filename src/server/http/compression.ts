import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { threshold: COMPRESS_THRESHOLD });
}

/**
 * Route options for a bodiless GET whose answer is always under the threshold (a test holds each
 * such route to it): the plugin would never compress it, yet its hooks would run on every request
 * of the API's busiest calls.
 */
export const NEVER_COMPRESSED = { compress: false, decompress: false } as const;
