import type { useNavigate } from '@tanstack/react-router';

const PRICING_SCROLL_DELAY_MS = 100;

/** Spec part 1 §2 /blog: go home, then scroll to the pricing section after 100 ms. */
export async function goToPricing(navigate: ReturnType<typeof useNavigate>) {
  await navigate({ to: '/' });
  setTimeout(() => document.getElementById('pricing')?.scrollIntoView({ behavior: 'smooth' }), PRICING_SCROLL_DELAY_MS);
}
