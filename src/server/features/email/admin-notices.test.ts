import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { ADMIN_NOTICE_WINDOW_MS } from '../../../shared/rules';
import { adminNotices } from '../../db/schema';
import { deliverAdminNotices, noticeToAdmins, stopAdminNotices } from './admin-notices';
import { plainEmail } from './messages';

// Issue 33: admins hear of customer activity in their own areas, at most once per window each:
// the first notice at once, what follows in one digest when the window ends, whatever restarts.

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const notice = (what: string) => ({
  summary: `${what} from Casey <casey@example.test>`,
  link: 'http://localhost:3000/admin?tab=messages',
  message: (to: string) => plainEmail(to, what, `${what}: the whole message`),
});
const to = (email: string) => t.mail.messages.filter((message) => message.to === email);

describe('admin notices', () => {
  it('go to the admins of the area only, or to ADMIN_NOTIFY_EMAIL when it is set', async () => {
    const messages = await t.account({ isAdmin: true, adminLevel: 'standard', permissions: ['messages'] });
    const payments = await t.account({ isAdmin: true, adminLevel: 'standard', permissions: ['payments'] });
    const owner = await t.account({ isAdmin: true });
    await noticeToAdmins(t.app.deps, 'messages', notice('A message'));
    expect(to(messages.email).map((message) => message.subject)).toEqual(['A message']);
    expect(to(owner.email)).toHaveLength(1);
    expect(to(payments.email)).toEqual([]);

    const routed = await makeTestApp({ mail: { ...t.app.deps.config.mail, adminNotifyEmail: 'inbox@agency.test' } });
    try {
      await routed.account({ isAdmin: true, email: 'someone@agency.test' });
      await noticeToAdmins(routed.app.deps, 'payments', notice('An order'));
      expect(routed.mail.messages.map((message) => message.to)).toEqual(['inbox@agency.test']);
    } finally {
      await routed.app.close();
    }
  });

  it('send the first at once and what follows within the window in one digest', async () => {
    const admin = await t.account({ isAdmin: true });
    const start = Date.now();
    await noticeToAdmins(t.app.deps, 'messages', notice('First'), start);
    await noticeToAdmins(t.app.deps, 'messages', notice('Second'), start + 1000);
    await noticeToAdmins(t.app.deps, 'projects', notice('Third'), start + 2000);
    expect(to(admin.email).map((message) => message.subject)).toEqual(['First']);

    await deliverAdminNotices(t.app.deps, start + ADMIN_NOTICE_WINDOW_MS - 1);
    expect(to(admin.email)).toHaveLength(1);
    await deliverAdminNotices(t.app.deps, start + ADMIN_NOTICE_WINDOW_MS);
    const digest = to(admin.email).at(-1)!;
    expect(digest.subject).toBe('2 updates from your site');
    expect(digest.text).toContain('Second from Casey <casey@example.test>');
    expect(digest.text).toContain('Third from Casey <casey@example.test>');
    // Where to act on each is a link to follow in the HTML part, its address as it is in the text part.
    expect(digest.html).toContain(
      'Second from Casey &lt;casey@example.test&gt; (<a href="http://localhost:3000/admin?tab=messages"',
    );
    expect(digest.text).toContain(
      'Second from Casey <casey@example.test> (http://localhost:3000/admin?tab=messages)\n',
    );
    // Sent once: another delivery finds nothing waiting.
    await deliverAdminNotices(t.app.deps, start + 2 * ADMIN_NOTICE_WINDOW_MS);
    expect(to(admin.email)).toHaveLength(2);
  });

  it('wait in the database: what was due while the server was away goes out when it delivers again', async () => {
    const admin = await t.account({ isAdmin: true });
    const start = Date.now();
    await noticeToAdmins(t.app.deps, 'bookings', notice('Booked'), start);
    await noticeToAdmins(t.app.deps, 'bookings', notice('Booked again'), start + 1000);
    // The process stops before the window ends; its timer is gone with it.
    stopAdminNotices(t.app.deps.db);
    expect(
      t.app.deps.db
        .select()
        .from(adminNotices)
        .all()
        .filter((row) => row.sentAt === null)
        .map((row) => row.summary),
    ).toEqual(['Booked again from Casey <casey@example.test>']);
    await deliverAdminNotices(t.app.deps, start + ADMIN_NOTICE_WINDOW_MS + 60_000);
    expect(to(admin.email).map((message) => message.subject)).toEqual(['Booked', 'Booked again']);
  });

  it('send each once when two requests deliver at the same moment', async () => {
    const admin = await t.account({ isAdmin: true });
    const now = Date.now();
    t.app.deps.db
      .insert(adminNotices)
      .values({ recipient: admin.email, message: plainEmail(admin.email, 'Raced', 'x'), summary: 'Raced' })
      .run();
    await Promise.all([deliverAdminNotices(t.app.deps, now), deliverAdminNotices(t.app.deps, now)]);
    expect(to(admin.email).map((message) => message.subject)).toEqual(['Raced']);
  });
});
