// npm run bench:reserve — 50 concurrent clients race for the same few consultation slots on the
// production build: each in a loop holds a random slot (POST /api/timeslots/reserve), books a
// random slot (POST /api/zoom/book) and releases its hold (DELETE /api/timeslots/cancel/:slotId).
// Reports throughput, 200s and 409s, then proves from the database, opened read-only, that no slot
// has two live (held or booked) rows and that the 200 answers and the rows match one to one.
// Prints the details, then one line starting with `bench:reserve`. BENCH_DURATION sets the
// seconds of load (default 10). Exits 1 only when the proof fails: throughput is a measurement,
// a double booking is a bug.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { meetingDates, SLOT_TIMES } from './lib/schedule.mjs';
import { buildIfNeeded, durationSeconds, startAppServer } from './lib/server.mjs';
import { formatTable, percentiles, round, whole } from './lib/report.mjs';

const DURATION_S = durationSeconds();
const CLIENTS = 50;
// 4 dates x 19 times = 76 slots for 50 customers. Booking again moves a customer's booking (one
// upcoming consultation each), so at most 50 slots are booked at a time: the pool never fills up
// for good, and every request still has roughly even odds of hitting a taken slot.
const POOL = meetingDates(4).flatMap((date) => SLOT_TIMES.map((time) => ({ date, time })));

const randomSlot = () => POOL[Math.floor(Math.random() * POOL.length)];

/** Per endpoint: answers by status ('error' for a failed connection) and each request's time. */
const stats = Object.fromEntries(['reserve', 'book', 'release'].map((name) => [name, { statuses: {}, latencies: [] }]));

async function call(baseUrl, name, method, urlPath, body) {
  const started = performance.now();
  let status;
  let json = null;
  try {
    const res = await fetch(baseUrl + urlPath, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    status = res.status;
    json = await res.json().catch(() => null);
  } catch {
    status = 'error';
  }
  stats[name].latencies.push(performance.now() - started);
  stats[name].statuses[status] = (stats[name].statuses[status] ?? 0) + 1;
  return { status, json };
}

/** One customer, one request at a time, until the deadline; what it won goes into `wins`. */
async function customer(baseUrl, index, deadline, wins) {
  const email = `racer-${index}@example.com`;
  const name = `Racer ${index}`;
  while (performance.now() < deadline) {
    const holdSlot = randomSlot();
    const hold = await call(baseUrl, 'reserve', 'POST', '/api/timeslots/reserve', {
      booking_date: holdSlot.date,
      booking_time: holdSlot.time,
      customer_email: email,
      customer_name: name,
      plan: 'pro',
    });
    if (hold.status === 200) wins.holds.push({ slotId: hold.json.slot_id, email, ...holdSlot });

    const bookSlot = randomSlot();
    const booking = await call(baseUrl, 'book', 'POST', '/api/zoom/book', {
      user_email: email,
      user_name: name,
      meeting_date: bookSlot.date,
      meeting_time: bookSlot.time,
    });
    if (booking.status === 200) wins.bookings.push({ id: booking.json.booking_id, email, ...bookSlot });

    // The hold lived through the booking call, so other customers collided with it meanwhile.
    if (hold.status === 200) {
      const release = await call(baseUrl, 'release', 'DELETE', `/api/timeslots/cancel/${hold.json.slot_id}`);
      if (release.json?.message !== 'Reservation released') wins.failedReleases.push(hold.json.slot_id);
    }
  }
}

/** The proof, from the database itself: each check is [description, problems found]. */
function verify(dbFile, mailDir, wins) {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT id, slot_id, date, time, status, email, cancel_reason FROM meetings').all();
    const bySlotId = new Map(rows.map((row) => [row.slot_id, row]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const sameSlot = (row, win) => row.date === win.date && row.time === win.time && row.email === win.email;

    const doubles = db
      .prepare(
        "SELECT date, time, COUNT(*) AS live FROM meetings WHERE status IN ('held', 'booked') GROUP BY date, time HAVING live > 1",
      )
      .all()
      .map((slot) => `${slot.date} ${slot.time}: ${slot.live} live rows`);

    const holdProblems = wins.holds.flatMap((win) => {
      const row = bySlotId.get(win.slotId);
      if (!row || !sameSlot(row, win)) return [`hold ${win.slotId} answered 200 but has no matching row`];
      return row.status === 'cancelled' && row.cancel_reason === 'Released'
        ? []
        : [`hold ${win.slotId} is ${row.status}, not released`];
    });

    // A customer's last booking stands; each earlier one was moved ('Rescheduled') by the next.
    const lastBookingOf = new Map(wins.bookings.map((win) => [win.email, win.id]));
    const bookingProblems = wins.bookings.flatMap((win) => {
      const row = byId.get(win.id);
      if (!row || !sameSlot(row, win)) return [`booking ${win.id} answered 200 but has no matching row`];
      const expected = lastBookingOf.get(win.email) === win.id ? 'booked' : 'cancelled';
      return row.status === expected ? [] : [`booking ${win.id} is ${row.status}, expected ${expected}`];
    });
    const standing = rows.filter((row) => row.status === 'booked');
    if (standing.length !== lastBookingOf.size)
      bookingProblems.push(`${standing.length} standing bookings for ${lastBookingOf.size} customers who booked`);

    const answered = wins.holds.length + wins.bookings.length;
    const unexplained = rows.length === answered ? [] : [`${rows.length} meeting rows for ${answered} answers of 200`];
    // Each booking sends its meeting details; production has no admins to notify.
    const mails = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml')).length : 0;
    const mailProblems =
      mails === wins.bookings.length ? [] : [`${mails} emails written for ${wins.bookings.length} bookings`];

    return [
      ['no slot has more than one held or booked row', doubles],
      [`every hold answered 200 is its row, released afterwards (${whole(wins.holds.length)})`, holdProblems],
      [
        `every booking answered 200 is its row; one standing booking per customer (${whole(wins.bookings.length)})`,
        bookingProblems,
      ],
      ['no meeting row without a 200 answer', unexplained],
      ['every release of a won hold released it', wins.failedReleases.map((slotId) => `release of ${slotId} failed`)],
      ['one meeting email per booking in DATA_DIR/mail', mailProblems],
    ];
  } finally {
    db.close();
  }
}

buildIfNeeded();
const loadAverage = os.loadavg()[0];
const app = await startAppServer();
const wins = { holds: [], bookings: [], failedReleases: [] };
let elapsedS;
let checks;
try {
  console.log(
    `\nbench:reserve — ${CLIENTS} concurrent customers, ${DURATION_S} s, ${POOL.length} slots (${POOL[0].date} to ${POOL.at(-1).date}, every time).\n` +
      `App: production build, NODE_ENV=production, request logging off (LOG_LEVEL=warn), fresh DATA_DIR, mail written to files.\n` +
      `Machine: ${os.cpus().length} cores shared with other work, 1-min load average ${round(loadAverage, 2)} at the start; throughput is noisy.\n`,
  );
  const started = performance.now();
  const deadline = started + DURATION_S * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => customer(app.url, index, deadline, wins)));
  elapsedS = (performance.now() - started) / 1000;
  // The server is idle now; the proof reads its database beside it, read-only.
  checks = verify(app.dbFile, path.join(app.dataDir, 'mail'), wins);
} finally {
  await app.stop();
}

const unexpectedOf = (statuses) => Object.entries(statuses).filter(([status]) => status !== '200' && status !== '409');
const rows = Object.entries(stats).map(([name, { statuses, latencies }]) => {
  const total = latencies.length;
  const [p50, p99] = percentiles(latencies, [50, 99]);
  const other = unexpectedOf(statuses);
  return {
    endpoint: name,
    requests: total,
    'won (200)': statuses[200] ?? 0,
    'taken (409)': statuses[409] ?? 0,
    other: other.length ? other.map(([status, count]) => `${count}× ${status}`).join(', ') : '0',
    'req/s': whole(total / elapsedS),
    'p50 ms': round(p50, 2),
    'p99 ms': round(p99, 2),
  };
});
const totalRequests = rows.reduce((sum, row) => sum + row.requests, 0);
const unexpected = Object.values(stats)
  .flatMap(({ statuses }) => unexpectedOf(statuses))
  .reduce((sum, [, count]) => sum + count, 0);
const failedChecks = checks.filter(([, problems]) => problems.length > 0);
const [[, doubleBookings]] = checks; // the first check lists the slots with more than one live row

console.log(formatTable(rows));
console.log(
  `\n${whole(totalRequests)} requests in ${round(elapsedS)} s: ${whole(totalRequests / elapsedS)} requests/s.\n\nProof (database opened read-only after the load):`,
);
for (const [description, problems] of checks) {
  console.log(`  ${problems.length ? 'FAIL' : 'ok  '} ${description}`);
  for (const problem of problems.slice(0, 5)) console.log(`       ${problem}`);
  if (problems.length > 5) console.log(`       ... and ${problems.length - 5} more`);
}
const reserveRow = rows.find((row) => row.endpoint === 'reserve');
const bookRow = rows.find((row) => row.endpoint === 'book');
const ok = failedChecks.length === 0 && unexpected === 0;
console.log(
  `\nbench:reserve ${ok ? 'pass' : 'FAIL'} · ${whole(totalRequests / elapsedS)} req/s (${whole(totalRequests)} in ${round(elapsedS)} s, ${CLIENTS} clients, ${POOL.length} slots) · ` +
    `reserve ${whole(reserveRow['won (200)'])} won / ${whole(reserveRow['taken (409)'])} × 409 · book ${whole(bookRow['won (200)'])} won / ${whole(bookRow['taken (409)'])} × 409 · ` +
    `${doubleBookings.length} double bookings · ${failedChecks.length ? `${failedChecks.length} failed checks` : 'every 200 is exactly one row'} · ${unexpected} unexpected answers · shared ${os.cpus().length}-core machine`,
);
process.exitCode = ok ? 0 : 1;
