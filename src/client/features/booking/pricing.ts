import type { Plan } from '../../../shared/plans';
import { trpcClient } from '../../lib/trpc';
import { PRICING_TIMEOUT_MS } from './wizard-rules';

export class PricingTimeout extends Error {
  constructor() {
    super('pricing request timed out');
  }
}

/** The plans this visitor may book (admin_special only for admins), giving up after 10 s (spec part 1 §7). */
export async function fetchPricing(signal: AbortSignal): Promise<Plan[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new PricingTimeout()), PRICING_TIMEOUT_MS);
  const forward = () => controller.abort(signal.reason);
  signal.addEventListener('abort', forward);
  try {
    return await trpcClient.content.pricing.query(undefined, { signal: controller.signal });
  } catch (error) {
    throw controller.signal.reason instanceof PricingTimeout ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', forward);
  }
}
