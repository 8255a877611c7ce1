import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, saveDraft, type DraftStore } from './draft-storage';
import { emptyDraft } from './wizard-rules';

function memoryStore(initial: Record<string, string> = {}): DraftStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

describe('booking draft storage', () => {
  it('saves under booking-draft:{plan} and restores the same draft', () => {
    const store = memoryStore();
    const draft = {
      ...emptyDraft(),
      step: 3 as const,
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      orderId: 'ord_1',
      paymentCompleted: true,
    };
    saveDraft(store, 'pro', draft);
    expect(Object.keys(store.data)).toEqual(['booking-draft:pro']);
    expect(loadDraft(store, 'pro')).toEqual(draft);
    expect(loadDraft(store, 'elite')).toEqual(emptyDraft());
  });

  it('never stores a password, even one put on the draft by mistake', () => {
    const store = memoryStore();
    const draft = { ...emptyDraft(), fullName: 'Ada', password: 'secret-123', confirmPassword: 'secret-123' };
    saveDraft(store, 'pro', draft);
    expect(store.data[draftKey('pro')]).not.toContain('secret-123');
    expect(store.data[draftKey('pro')]).not.toContain('password');
  });

  it('keeps the good fields of a damaged draft and resets the bad ones', () => {
    const store = memoryStore({
      [draftKey('pro')]: JSON.stringify({ step: 9, fullName: 'Ada', paymentMethod: 'cash', agreed: 'yes' }),
    });
    expect(loadDraft(store, 'pro')).toEqual({ ...emptyDraft(), fullName: 'Ada' });
  });

  it('checks each field on its own, inside the slot and the website content too', () => {
    const store = memoryStore({
      [draftKey('pro')]: JSON.stringify({
        step: '2',
        email: 'a'.repeat(255),
        orderId: 'ord_1',
        checkoutSecret: 7,
        slot: { id: 's1', date: '2026-12-01', time: '10:00', extra: true },
        zoomBookingId: 1.5,
        websiteContent: { about: 'About us', services: ['web'] },
        startDate: '2026-12-24',
      }),
    });
    expect(loadDraft(store, 'pro')).toEqual({
      ...emptyDraft(),
      orderId: 'ord_1',
      slot: { id: 's1', date: '2026-12-01', time: '10:00' },
      websiteContent: { about: 'About us', services: '', contact: '' },
      startDate: '2026-12-24',
    });
    store.data[draftKey('pro')] = JSON.stringify({ slot: { id: 's1' }, zoomBookingId: 42, websiteContent: [] });
    expect(loadDraft(store, 'pro')).toEqual({ ...emptyDraft(), zoomBookingId: 42 });
    store.data[draftKey('pro')] = JSON.stringify([{ step: 3 }]);
    expect(loadDraft(store, 'pro')).toEqual(emptyDraft());
  });

  it('starts afresh when the stored text is not JSON or storage throws', () => {
    expect(loadDraft(memoryStore({ [draftKey('pro')]: '{not json' }), 'pro')).toEqual(emptyDraft());
    const broken: DraftStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(loadDraft(broken, 'pro')).toEqual(emptyDraft());
    expect(() => saveDraft(broken, 'pro', emptyDraft())).not.toThrow();
  });

  it('clears the draft after completion', () => {
    const store = memoryStore();
    saveDraft(store, 'starter', emptyDraft());
    clearDraft(store, 'starter');
    expect(store.data).toEqual({});
  });
});
