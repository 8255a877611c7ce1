import type { Page } from '@playwright/test';
import { consoleOf, newChatAdmin, newCustomer, startChat } from './chat-people';
import { expect, test } from './fixtures';

// Issue 35 §7: a new chat and a customer's line reach the agent by a ding, a desktop notification
// while the console is out of sight, and a count in the tab's title.

/** What the page's stand-ins record: the notifications shown, the dings played, and a switch to hide the page. */
interface Recorded {
  notes: { title: string; body: string; onclick: (() => void) | null }[];
  dings: number;
  hidden: boolean;
}

/**
 * A headless browser can neither answer a permission prompt nor be sent to the background, so the
 * page gets a Notification that records what it shows (its permission kept like the browser's,
 * across reloads) and a visibility that follows `hidden`. Each tone's start is counted on the way
 * to the real Web Audio.
 */
async function recordAlerts(page: Page) {
  await page.addInitScript(() => {
    const recorded = window as unknown as Recorded;
    recorded.notes = [];
    recorded.dings = 0;
    recorded.hidden = false;
    Object.defineProperty(Document.prototype, 'visibilityState', {
      get: () => (recorded.hidden ? 'hidden' : 'visible'),
    });
    class RecordedNotification {
      static get permission() {
        return sessionStorage.getItem('notification-permission') ?? 'default';
      }
      static requestPermission() {
        sessionStorage.setItem('notification-permission', 'granted');
        return Promise.resolve('granted');
      }
      onclick: (() => void) | null = null;
      body: string;
      constructor(
        public title: string,
        options: { body: string },
      ) {
        this.body = options.body;
        recorded.notes.push(this);
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args) {
      recorded.dings += 1;
      start.apply(this, args);
    };
  });
  return {
    notes: () => page.evaluate(() => (window as unknown as Recorded).notes.map(({ title, body }) => ({ title, body }))),
    dings: () => page.evaluate(() => (window as unknown as Recorded).dings),
    hide: () => page.evaluate(() => ((window as unknown as Recorded).hidden = true)),
    clickLastNote: () => page.evaluate(() => (window as unknown as Recorded).notes.at(-1)?.onclick?.()),
  };
}

test('an agent hears of a new chat and a customer’s line by a ding, a desktop notice and the tab’s title', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await newChatAdmin(browser, baseURL, request, 'Alma Alerts');
  const customer = await newCustomer(browser, baseURL, request, 'Nora Notice');
  const page = admin.page;
  const alerts = await recordAlerts(page);
  await consoleOf(admin);
  // Other journeys running beside this one leave chats waiting and write lines too, so the count
  // is checked for what this agent's own chat changes in it.
  const title = (await page.title()).replace(/^\(\d+\) /, '');
  const titleCount = async () => Number(/^\((\d+)\) /.exec(await page.title())?.[1] ?? 0);

  await page.getByRole('button', { name: 'Turn on desktop alerts' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Desktop alerts on' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on desktop alerts' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sound on' })).toHaveAttribute('aria-pressed', 'true');

  // The agent turns to another tab; the customer starts a chat.
  await alerts.hide();
  const panel = await startChat(customer.page, 'Hello, is anyone there?');
  await expect(page.getByRole('button', { name: 'Accept Chat with Nora Notice' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^\\(\\d+\\) ${title}$`));
  await expect
    .poll(alerts.notes)
    .toContainEqual({ title: 'New chat from Nora Notice', body: 'Hello, is anyone there?' });
  await expect.poll(alerts.dings).toBeGreaterThan(0);
  const dings = await alerts.dings();

  await page.getByRole('button', { name: 'Sound on' }).click();
  await expect(page.getByRole('button', { name: 'Sound off' })).toHaveAttribute('aria-pressed', 'false');
  const draft = panel.getByLabel('Type your message');
  await draft.fill('Still there?');
  await draft.press('Enter');
  await expect.poll(alerts.notes).toContainEqual({ title: 'New chat from Nora Notice', body: 'Still there?' });
  expect(await alerts.dings()).toBe(dings);

  await alerts.clickLastNote();
  await expect(page).toHaveURL(/\/admin-chat\/conv_/);
  await expect(page.getByRole('heading', { name: /Nora Notice/ })).toBeVisible();
  const beforeAccepting = await titleCount();
  await page.getByRole('button', { name: 'Accept Chat', exact: true }).click();
  await expect(panel.getByText('Chatting with Alma Alerts')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Chat with Nora Notice' })).toHaveCount(0);
  await expect.poll(titleCount).toBeLessThan(beforeAccepting);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Sound off' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Desktop alerts on')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${title}$`));
  for (const person of [admin, customer]) await person.context.close();
});
