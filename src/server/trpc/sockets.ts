import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { MAX_BATCH_CALLS } from '../../shared/rules';
import type { Db } from '../db/client';
import { validateSessionToken } from '../core/session';

/** A tRPC WebSocket as the procedures see it: a place to count its live subscriptions. */
export interface LiveSocket {
  /** False once the socket has begun to close. */
  isOpen: () => boolean;
  /** Takes one of the socket's subscription places; null when all are taken. Returns the release. */
  claimSubscription: (max: number) => (() => void) | null;
}

/** The tRPC adapter passes the WebSocket where an HTTP call has its reply. */
export const isWebSocket = (res: unknown): res is WebSocket =>
  res !== null && typeof res === 'object' && 'readyState' in res && typeof (res as WebSocket).ping === 'function';

/** Close codes the client sees: it reconnects, and the new socket is whoever the caller is now. */
const SOCKET_CLOSE = { sessionEnded: 4001, rightsChanged: 4003 } as const;

/**
 * The open tRPC WebSockets by the session and the account they were opened with. Calls over a
 * socket are checked against the session one by one (the access guard); this ends the
 * subscriptions already running when the session ends or the account's rights change, whatever
 * code made that happen: temporary triggers on `sessions` and `users` report every such write
 * (a sign-out, a password change or reset, a deleted account, an expired session, a demotion).
 */
export class LiveSockets {
  private readonly bySession = new Map<string, Set<WebSocket>>();
  private readonly byUser = new Map<number, Set<WebSocket>>();

  constructor(private readonly db: Db) {
    const sqlite = db.$client;
    // Reported after the statement, from a fresh task: the write's transaction may still roll back.
    sqlite.function('live_session_ended', (id: unknown) => {
      setImmediate(() => this.sessionEnded(String(id)));
      return null;
    });
    sqlite.function('live_user_rights_changed', (id: unknown) => {
      setImmediate(() => this.close(this.byUser.get(Number(id)), SOCKET_CLOSE.rightsChanged, 'Account rights changed'));
      return null;
    });
    // Temporary: the schema never calls a function that the sqlite3 shell or a backup lacks.
    sqlite.exec(`
      create temp trigger if not exists live_sessions_ended after delete on main.sessions begin select live_session_ended(old.id); end;
      create temp trigger if not exists live_users_rights after update of is_admin, admin_level, permissions on main.users begin select live_user_rights_changed(new.id); end;
    `);
  }

  /** Registers a socket opened with `token`; its place is freed when it closes. */
  open(socket: WebSocket, token: string | null): LiveSocket {
    const auth = token ? validateSessionToken(this.db, token) : null;
    if (auth) {
      const bySession = add(this.bySession, auth.session.id, socket);
      const byUser = add(this.byUser, auth.user.id, socket);
      socket.once('close', () => {
        remove(this.bySession, auth.session.id, bySession, socket);
        remove(this.byUser, auth.user.id, byUser, socket);
      });
    }
    let subscriptions = 0;
    return {
      isOpen: () => socket.readyState === socket.OPEN,
      claimSubscription(max) {
        if (subscriptions >= max) return null;
        subscriptions += 1;
        let released = false;
        return () => {
          if (released) return;
          released = true;
          subscriptions -= 1;
        };
      },
    };
  }

  private sessionEnded(sessionId: string): void {
    const sockets = this.bySession.get(sessionId);
    if (!sockets) return;
    const stillThere = this.db.$client.prepare('select 1 from sessions where id = ?').pluck().get(sessionId);
    if (!stillThere) this.close(sockets, SOCKET_CLOSE.sessionEnded, 'Signed out');
  }

  private close(sockets: Set<WebSocket> | undefined, code: number, reason: string): void {
    for (const socket of [...(sockets ?? [])]) socket.close(code, reason);
  }
}

function add<K>(map: Map<K, Set<WebSocket>>, key: K, socket: WebSocket): Set<WebSocket> {
  let sockets = map.get(key);
  if (!sockets) map.set(key, (sockets = new Set()));
  sockets.add(socket);
  return sockets;
}

function remove<K>(map: Map<K, Set<WebSocket>>, key: K, sockets: Set<WebSocket>, socket: WebSocket): void {
  sockets.delete(socket);
  if (sockets.size === 0 && map.get(key) === sockets) map.delete(key);
}

export const FOREIGN_ORIGIN = 'Live connections are only accepted from pages of this site.';

/**
 * Refuses, before the upgrade, a WebSocket opened by a page of another site: browsers apply no
 * CORS to WebSockets, so the Origin header is the server's only say. The session travels in the
 * first message, never in a cookie, so such a page could not act as its visitor; it could still
 * open the live doors from its visitors' browsers and spend their address's share of sockets.
 * This site is PUBLIC_URL, or the host the request was sent to (a local or LAN address in
 * development, where Vite's proxy passes the browser's Host on). Clients that are not browsers
 * send no Origin and are let in: the guard on each call still applies.
 */
export function refuseForeignOrigins(app: FastifyInstance, publicUrl: string): void {
  const ownOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') return done();
    const origin = request.headers.origin;
    if (origin === undefined || isOwnOrigin(origin, ownOrigin, request.host)) return done();
    void reply.status(403).send({ detail: FOREIGN_ORIGIN });
  });
}

function isOwnOrigin(origin: string, ownOrigin: string, host: string): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return url.origin === ownOrigin || url.host === host.toLowerCase();
}

export const TOO_MANY_SOCKETS = 'Too many live connections from your address. Close a tab or two and try again.';

/**
 * At most `max` WebSockets per client address, refused with a 429 before the upgrade. A socket's
 * place is freed when its TCP connection closes, however it ends.
 */
export function limitSocketsPerAddress(app: FastifyInstance, max: number): void {
  const open = new Map<string, number>();
  // Synchronous: it runs on every request of the app, and an async hook costs each a promise and a turn.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') return done();
    const count = open.get(request.ip) ?? 0;
    if (count >= max) {
      void reply.status(429).header('retry-after', '60').send({ detail: TOO_MANY_SOCKETS });
      return;
    }
    open.set(request.ip, count + 1);
    request.raw.socket.once('close', () => {
      const left = (open.get(request.ip) ?? 1) - 1;
      if (left > 0) open.set(request.ip, left);
      else open.delete(request.ip);
    });
    done();
  });
}

/** A policy-violation close: the client broke a limit it was told of. */
const TOO_MANY_CALLS = { code: 1008, reason: `At most ${MAX_BATCH_CALLS} calls in one message` } as const;

/** How many calls a message carries: tRPC batches them as a JSON array. Only arrays are parsed. */
function callsIn(data: RawData): number {
  const text = Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
  if (text[0] !== 0x5b /* [ */) return 1;
  try {
    const parsed: unknown = JSON.parse(text.toString('utf8'));
    return Array.isArray(parsed) ? parsed.length : 1;
  } catch {
    return 1;
  }
}

/**
 * At most MAX_BATCH_CALLS calls in one WebSocket message, as over HTTP (maxBatchSize); a larger
 * batch closes the socket before any call runs. ws hands a message to every listener, tRPC's
 * among them, so the message is stopped where the socket emits it. Sizes are ws's `maxPayload`.
 */
export function limitCallsPerMessage(app: FastifyInstance): void {
  app.websocketServer.on('connection', (socket: WebSocket) => {
    const emit = socket.emit.bind(socket);
    socket.emit = ((event: string | symbol, ...args: unknown[]) => {
      if (event === 'message' && callsIn(args[0] as RawData) > MAX_BATCH_CALLS) {
        socket.close(TOO_MANY_CALLS.code, TOO_MANY_CALLS.reason);
        return false;
      }
      return emit(event, ...args);
    }) as WebSocket['emit'];
  });
}
