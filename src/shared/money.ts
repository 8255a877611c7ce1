const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole-dollar prices as the site shows them: 60000 cents is "$600". */
export const formatUsd = (cents: number) => usd.format(cents / 100);
