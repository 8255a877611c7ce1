const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/**
 * Prices as the site shows them: 60000 cents is "$600". An amount with cents keeps them (1250 is
 * "$12.50"): a partial refund may be any amount, and rounding it would misstate the money.
 */
export const formatUsd = (cents: number) => (cents % 100 === 0 ? dollars : dollarsAndCents).format(cents / 100);
