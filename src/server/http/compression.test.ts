import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestApp } from '../../../tests/fixtures/app';
import { meetingDay } from '../../../tests/fixtures/dates';
import { SLOT_TIMES } from '../../shared/schedule';
import { COMPRESS_THRESHOLD } from './compression';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('compression', () => {
  // The route marked NEVER_COMPRESSED at its largest: what an admin sees, every slot taken.
  it('leaves out only answers that are always under the threshold', async () => {
    const admin = await t.account({ isAdmin: true });
    const date = meetingDay();
    for (const time of SLOT_TIMES) {
      const held = await t.app.inject({
        method: 'POST',
        url: '/api/timeslots/reserve',
        payload: { booking_date: date, booking_time: time },
      });
      expect(held.statusCode).toBe(200);
    }
    const gzip = { ...bearer(admin.token), 'accept-encoding': 'gzip' };
    const slots = await t.app.inject({ url: `/api/timeslots/available/${date}`, headers: gzip });
    expect(slots.json().available_slots).toHaveLength(SLOT_TIMES.length);
    expect(slots.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(slots.headers['content-encoding']).toBeUndefined();
  });

  it('still compresses larger API answers for a client that accepts it, the admin’s pricing among them', async () => {
    const admin = await t.account({ isAdmin: true });
    for (const [url, headers] of [
      ['/api/blog', {}],
      ['/api/pricing', bearer(admin.token)],
    ] as const) {
      const res = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('gzip');
    }
  });
});
