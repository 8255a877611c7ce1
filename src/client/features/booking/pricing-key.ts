// Apart from pricing.ts, which brings the wizard's rules and zod: the route file that imports this
// is in the chunk every page loads.

/** The answer depends on who asks (admins also get admin_special), so the viewer is in the key. */
export const bookingPricingKey = (userId: number | null) => ['booking', 'pricing', userId] as const;
