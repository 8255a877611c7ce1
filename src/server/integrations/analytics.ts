import type { FastifyBaseLogger } from 'fastify';

export interface Conversion {
  orderId: string;
  /** In dollars; admin_special counts as 1 (spec part 2 §9). */
  value: number;
  currency: string;
  plan: string;
}

/**
 * The one place a purchase is reported to an ad-tracking service (spec part 2 §4). Off unless
 * ANALYTICS_CONVERSION_URL is set; it runs on the server once per paid order, so no third-party
 * script ever loads in a visitor's browser.
 */
export function reportConversion(url: string | null, conversion: Conversion, log: FastifyBaseLogger): void {
  if (!url) return;
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      event: 'purchase',
      transaction_id: conversion.orderId,
      value: conversion.value,
      currency: conversion.currency,
      plan: conversion.plan,
    }),
    signal: AbortSignal.timeout(5000),
  }).catch((error: unknown) => log.warn({ err: error, orderId: conversion.orderId }, 'conversion report failed'));
}
