import { describe, expect, it } from 'vitest';
import { comparePlans } from './plan-comparison';

describe('comparePlans', () => {
  const { plans, rows } = comparePlans();
  const row = (label: string) => rows.find((r) => r.label === label)?.cells;

  it('has a column per customer plan, in price order', () => {
    expect(plans.map((plan) => plan.name)).toEqual(['Starter', 'Pro', 'Elite']);
  });

  it('spells out counts, with unlimited for no limit', () => {
    expect(row('Pages')).toEqual(['1', '5', 'Unlimited']);
    expect(row('Revisions included')).toEqual(['1', '2', '3']);
  });

  it('ticks a feature from the first plan that lists it, since each plan includes the one below', () => {
    expect(row('Mobile responsive design')).toEqual([true, true, true]);
    expect(row('Advanced SEO')).toEqual([false, true, true]);
    expect(row('E-commerce integration')).toEqual([false, false, true]);
  });

  it('leaves out the "Everything in …" lines and the counted features', () => {
    expect(rows.map((r) => r.label).filter((label) => /Everything in|revision$|^Up to/.test(label))).toEqual([]);
  });
});
