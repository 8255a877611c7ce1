import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SLOT_TIMES, weekdayOf } from '../../src/shared/schedule';
import { firstDayFrom } from '../fixtures/dates';
import { call, payingCustomer, startServer, tempDataDir, uploadFiles } from '../fixtures/server-process';

let dataDir: string;
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The next Monday-to-Thursday dates (from two days out), to spread bookings over many free slots. */
function meetingDates(count: number): string[] {
  const dates: string[] = [];
  for (let offset = 2; dates.length < count; offset += 1) {
    const date = firstDayFrom(offset, () => true);
    const day = weekdayOf(date);
    if (day >= 1 && day <= 4) dates.push(date);
  }
  return dates;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('a server killed in the middle of bookings and uploads', () => {
  it('loses no booking, order or file it acknowledged, and leaves none half-written', async () => {
    dataDir = tempDataDir('crash');
    const server = await startServer(dataDir);
    children.push(server.child);
    const buyer = `crash-${Date.now()}@example.test`;
    const token = await payingCustomer(server.url, buyer);

    const slots = meetingDates(3).flatMap((date) => SLOT_TIMES.map((time) => ({ date, time })));
    const acknowledgedBookings: { date: string; time: string; email: string }[] = [];
    const acknowledgedFiles: { id: number; sha256: string }[] = [];
    let killed = false;

    const bookings = slots.map(async (slot, index) => {
      const email = `burst-${index}@example.test`;
      const res = await call(server.url, 'POST', '/api/zoom/book', {
        user_email: email,
        user_name: `Burst ${index}`,
        meeting_date: slot.date,
        meeting_time: slot.time,
      }).catch(() => null);
      if (res?.status === 200) acknowledgedBookings.push({ ...slot, email });
    });
    const uploads = Array.from({ length: 12 }, async (_, index) => {
      const bytes = randomBytes(300_000 + index);
      const res = await uploadFiles(server.url, token, [{ name: `part-${index}.zip`, bytes }]).catch(() => null);
      if (res?.status === 200) acknowledgedFiles.push({ id: res.json.files![0]!.id, sha256: sha256(bytes) });
    });
    // Pull the plug once the burst is under way, without waiting for it to finish.
    const killer = (async () => {
      while (acknowledgedBookings.length + acknowledgedFiles.length < 5)
        await new Promise((resolve) => setTimeout(resolve, 5));
      server.child.kill('SIGKILL');
      killed = true;
    })();
    await Promise.all([...bookings, ...uploads, killer]);
    expect(killed).toBe(true);
    // The process that served the burst is really gone: nothing answers at its address any more.
    if (server.child.exitCode === null && server.child.signalCode === null) await once(server.child, 'exit');
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(acknowledgedBookings.length + acknowledgedFiles.length).toBeGreaterThanOrEqual(5);

    const restarted = await startServer(dataDir);
    children.push(restarted.child);
    expect((await call(restarted.url, 'GET', '/healthz')).status).toBe(200);

    const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      for (const booking of acknowledgedBookings) {
        const row = db
          .prepare("select status, email from meetings where date = ? and time = ? and status = 'booked'")
          .get(booking.date, booking.time);
        expect(row, `${booking.date} ${booking.time}`).toEqual({ status: 'booked', email: booking.email });
      }
      // Never two live rows for one slot, whatever the crash interrupted.
      expect(
        db
          .prepare(
            "select count(*) as n from (select date, time from meetings where status in ('held', 'booked') group by date, time having count(*) > 1)",
          )
          .get(),
      ).toEqual({ n: 0 });
      expect(db.prepare("select count(*) as n from orders where status = 'paid' and email = ?").get(buyer)).toEqual({
        n: 1,
      });
      const rows = db.prepare('select id, stored_name as storedName, sha256, size from files').all() as {
        id: number;
        storedName: string;
        sha256: string;
        size: number;
      }[];
      for (const file of acknowledgedFiles) expect(rows.find((row) => row.id === file.id)?.sha256).toBe(file.sha256);
      // Every file the database knows of is whole on disk: no row points at half-written bytes.
      for (const row of rows) {
        const bytes = fs.readFileSync(path.join(dataDir, 'uploads', row.storedName));
        expect(bytes.length).toBe(row.size);
        expect(sha256(bytes)).toBe(row.sha256);
      }
    } finally {
      db.close();
    }
  }, 90_000);
});
