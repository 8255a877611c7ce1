import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toWire } from './wire';

const note = z.object({ note_id: z.number(), seen_at: z.string().nullable() });
const answer = z.object({
  order_id: z.string(),
  amount: z.number(),
  latest_note: note.nullable(),
  notes: z.array(note),
  by_plan: z.record(z.string(), note),
  sign_in_step: z.string().optional(),
});

const source = {
  orderId: 'ord_1',
  amountCents: 1250,
  latestNote: { noteId: 1, seenAt: null, body: 'not on the wire' },
  notes: [{ noteId: 2, seenAt: '2026-12-07T00:00:00.000Z' }],
  byPlan: { pro: { noteId: 3, seenAt: null } },
  signInStep: undefined,
  internal: 'not on the wire',
};

describe('toWire', () => {
  it("reads each field from its camelCase twin, in nested objects, lists and records, in the schema's order", () => {
    const wire = toWire(answer, source, { amount: source.amountCents / 100 });
    expect(JSON.stringify(wire)).toBe(
      JSON.stringify({
        order_id: 'ord_1',
        amount: 12.5,
        latest_note: { note_id: 1, seen_at: null },
        notes: [{ note_id: 2, seen_at: '2026-12-07T00:00:00.000Z' }],
        by_plan: { pro: { note_id: 3, seen_at: null } },
      }),
    );
    expect(answer.strict().safeParse(JSON.parse(JSON.stringify(wire))).success).toBe(true);
  });

  it('gives an override its place in the order, and a null nested object stays null', () => {
    const wire = toWire(note.extend({ label: z.string() }), { seenAt: null }, { label: 'New', note_id: 9 });
    expect(Object.entries(wire)).toEqual([
      ['note_id', 9],
      ['seen_at', null],
      ['label', 'New'],
    ]);
    expect(toWire(answer, { ...source, latestNote: null }, { amount: 0 }).latest_note).toBeNull();
  });

  it('will not guess which object of a union a value is', () => {
    const either = z.object({ item: z.union([note, z.object({ other_id: z.number() })]) });
    expect(() => toWire(either, { item: { noteId: 1, seenAt: null } })).toThrow(/union of objects/);
  });

  it('does not compile when a field has no twin in the source and no override', () => {
    // @ts-expect-error: amountCents is not the wire's amount; without an override there is no amount.
    toWire(answer, source);
    // @ts-expect-error: an override is typed as the schema reads the field.
    toWire(answer, source, { amount: '12.50' });
  });
});
