import { describe, expect, it } from 'vitest';
import { orderSearch, referenceOf } from './order-search';

describe('orderSearch', () => {
  it('keeps order_id, session_id and checkout_secret and drops everything else', () => {
    expect(orderSearch({ order_id: 'ord_1', session_id: 'cs_2', checkout_secret: 'k3y', utm: 'x' })).toEqual({
      order_id: 'ord_1',
      session_id: 'cs_2',
      checkout_secret: 'k3y',
    });
  });

  it('drops blank values and turns an all-digit id back into text', () => {
    expect(orderSearch({ order_id: '  ', session_id: 12345 })).toEqual({ session_id: '12345' });
    expect(orderSearch({ order_id: { nested: true } })).toEqual({});
  });
});

describe('referenceOf', () => {
  it('is null without either id', () => {
    expect(referenceOf({})).toBeNull();
  });

  it('passes whichever ids the link has, with the checkout secret of a guest order', () => {
    expect(referenceOf({ session_id: 'cs_2' })).toEqual({
      orderId: undefined,
      sessionId: 'cs_2',
      checkoutSecret: null,
    });
    expect(referenceOf({ order_id: 'ord_1', checkout_secret: 'k3y' })).toEqual({
      orderId: 'ord_1',
      sessionId: undefined,
      checkoutSecret: 'k3y',
    });
  });
});
