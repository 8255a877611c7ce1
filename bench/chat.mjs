// npm run bench:chat — live chat at scale on one process: 1,000 visitors each with a chat open and
// its feed subscribed over its own WebSocket, and 10 admin consoles on the admin feed. Every
// visitor then sends one line (paced, BENCH_CHAT_RATE per second); each line reaches its sender's
// feed and all 10 consoles. Prints the fan-out delay (send to arrival) p50/p99, the server's RSS
// before and after the sockets and per socket, then one line starting with `bench:chat`.
// Goals (issue 23): fan-out p99 <= 100 ms, RSS <= 300 MB. Exits 1 when a goal is missed.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTRPCClient, createWSClient, httpLink, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import { formatTable, percentiles, round } from './lib/report.mjs';
import { buildIfNeeded, rssMb, sampleRss, startAppServer } from './lib/server.mjs';

const VISITORS = Number(process.env.BENCH_CHAT_VISITORS ?? 1000);
const CONSOLES = 10;
const RATE_PER_S = Number(process.env.BENCH_CHAT_RATE ?? 200);
const GOALS = { p99Ms: 100, rssMb: 300 };
const ADMIN = { email: 'bench-admin@agency.test', password: 'bench-admin-pass-1' };

/** A tRPC client whose calls and subscriptions all travel over one WebSocket of its own. */
function socketClient(url, token) {
  const ws = createWSClient({
    url: url.replace(/^http/, 'ws') + '/trpc',
    WebSocket,
    connectionParams: () => ({ token: token ?? '' }),
  });
  return { trpc: createTRPCClient({ links: [wsLink({ client: ws })] }), close: () => ws.close() };
}

async function signInAdmin(server) {
  const made = spawnSync(
    process.execPath,
    ['dist/server/create-admin.js', '--email', ADMIN.email, '--name', 'Bench', '--password', ADMIN.password],
    { env: { ...process.env, DATA_DIR: server.dataDir, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`create-admin failed: ${made.stderr}`);
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status}`);
  return (await response.json()).access_token;
}

/** Resolves once every one of `count` arrivals of each line has been seen (or after `ms`). */
function arrivals(expectedPerLine, lines) {
  const seen = new Map();
  let done;
  const all = new Promise((resolve) => (done = resolve));
  const delays = [];
  let complete = 0;
  return {
    delays,
    all,
    arrived(text) {
      const sentAt = lines.get(text);
      if (sentAt === undefined) return;
      delays.push(performance.now() - sentAt);
      const count = (seen.get(text) ?? 0) + 1;
      seen.set(text, count);
      if (count === expectedPerLine && ++complete === VISITORS) done();
    },
  };
}

buildIfNeeded();
// The team is in whatever the hour, so every chat is a live one, as at the busiest time of day.
const server = await startAppServer({ SOCKETS_PER_ADDRESS: String(VISITORS + CONSOLES + 10), CHAT_HOURS: 'always' });
const clients = [];
try {
  const adminToken = await signInAdmin(server);
  const baselineMb = rssMb(server.pid);
  const rss = sampleRss(server.pid);

  // Sent-at times by line text; a line counts once it is on its sender's feed and on every console.
  const lines = new Map();
  const tally = arrivals(1 + CONSOLES, lines);
  // Lines arrive tracked ({ id, data }); data is the spec's event with the line in `message`.
  const onEvent = (event) => {
    const data = event?.data ?? event;
    if (data?.type === 'new_message') tally.arrived(data.message.message);
  };

  for (let i = 0; i < CONSOLES; i += 1) {
    const admin = socketClient(server.url, adminToken);
    clients.push(admin);
    admin.trpc.chat.adminFeed.subscribe(undefined, { onData: onEvent, onError: (e) => console.error(e.message) });
  }

  // Visitors open their chats over HTTP (one request each), then each holds a socket on its feed.
  const http = createTRPCClient({ links: [httpLink({ url: `${server.url}/trpc` })] });
  const visitors = [];
  const openStarted = performance.now();
  for (let i = 0; i < VISITORS; i += 1) {
    const { session, visitorToken } = await http.chat.start.mutate({
      name: `Visitor ${i}`,
      email: `visitor${i}@bench.test`,
    });
    const visitor = socketClient(server.url);
    clients.push(visitor);
    visitor.trpc.chat.feed.subscribe(
      { sessionId: session.id, visitorToken },
      { onData: onEvent, onError: (e) => console.error(e.message) },
    );
    visitors.push({ ...visitor, sessionId: session.id, visitorToken });
  }
  const openMs = performance.now() - openStarted;
  await sleep(1000);
  const connectedMb = rssMb(server.pid);

  const sendStarted = performance.now();
  for (let i = 0; i < VISITORS; i += 1) {
    const { trpc, sessionId, visitorToken } = visitors[i];
    const text = `bench line ${i}`;
    lines.set(text, performance.now());
    void trpc.chat.send.mutate({ sessionId, visitorToken, message: text });
    await sleep(1000 / RATE_PER_S);
  }
  const finished = await Promise.race([tally.all.then(() => true), sleep(30_000).then(() => false)]);
  const sendMs = performance.now() - sendStarted;
  const peakMb = rss.stop();

  const [p50, p99] = percentiles(tally.delays, [50, 99]);
  const expected = VISITORS * (1 + CONSOLES);
  const perSocketKb = ((connectedMb - baselineMb) * 1024) / (VISITORS + CONSOLES);
  console.log(
    formatTable([
      { figure: 'sockets (visitors + admin consoles)', value: VISITORS + CONSOLES, goal: '' },
      { figure: 'chats opened and subscribed, s', value: round(openMs / 1000), goal: '' },
      {
        figure: `lines sent (${RATE_PER_S}/s), deliveries seen`,
        value: `${VISITORS}, ${tally.delays.length}`,
        goal: expected,
      },
      { figure: 'fan-out p50, ms', value: round(p50), goal: '' },
      { figure: 'fan-out p99, ms', value: round(p99), goal: `<= ${GOALS.p99Ms}` },
      {
        figure: 'RSS idle / with sockets / peak, MB',
        value: `${round(baselineMb)} / ${round(connectedMb)} / ${round(peakMb)}`,
        goal: `<= ${GOALS.rssMb}`,
      },
      { figure: 'memory per socket, KB', value: round(perSocketKb), goal: '' },
      { figure: 'sending took, s', value: round(sendMs / 1000), goal: '' },
    ]),
  );
  const missed = [];
  if (!finished) missed.push(`only ${tally.delays.length} of ${expected} deliveries within 30 s`);
  if (p99 > GOALS.p99Ms) missed.push(`fan-out p99 ${round(p99)} ms`);
  if (peakMb > GOALS.rssMb) missed.push(`peak RSS ${round(peakMb)} MB`);
  console.log(
    `bench:chat ${missed.length ? 'FAIL' : 'pass'} · ${VISITORS + CONSOLES} sockets · fan-out p50 ${round(p50)} ms, p99 ${round(p99)} ms (goal <= ${GOALS.p99Ms}) · peak RSS ${round(peakMb)} MB (goal <= ${GOALS.rssMb}) · ${round(perSocketKb)} KB per socket · ${os.cpus().length} cores${missed.length ? ` · missed: ${missed.join(', ')}` : ''}`,
  );
  if (missed.length) process.exitCode = 1;
} finally {
  for (const client of clients) client.close();
  await server.stop();
}
