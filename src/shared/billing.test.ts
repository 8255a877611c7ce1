import { describe, expect, it } from 'vitest';
import { chargeStatus } from './billing';
import { CHARGE_EXPIRY_MS } from './rules';

describe('chargeStatus', () => {
  const placed = Date.parse('2026-11-20T12:00:00Z');
  const expiresAt = new Date(placed + CHARGE_EXPIRY_MS);

  it('keeps pending, declined and cancelled charges payable until their deadline, then expired', () => {
    for (const status of ['pending', 'failed', 'cancelled'] as const) {
      expect(chargeStatus({ status, expiresAt }, expiresAt.getTime() - 1)).toBe('awaiting_payment');
      expect(chargeStatus({ status, expiresAt }, expiresAt.getTime())).toBe('expired');
    }
  });

  it('reads paid, refunded and expired orders as they are, whatever the time', () => {
    expect(chargeStatus({ status: 'paid', expiresAt }, expiresAt.getTime() + 1)).toBe('paid');
    expect(chargeStatus({ status: 'refunded', expiresAt }, placed)).toBe('refunded');
    expect(chargeStatus({ status: 'expired', expiresAt }, placed)).toBe('expired');
    expect(chargeStatus({ status: 'pending', expiresAt: null }, placed)).toBe('awaiting_payment');
  });
});
