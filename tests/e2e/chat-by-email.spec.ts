import { expect, latestMail, latestMailLink, mailBody, test, uniqueEmail } from './fixtures';
import { consoleOf, newChatAdmin, startVisitorChat } from './chat-people';

// Issue 35 §6 and §9: a visitor leaves before the team answers; the reply reaches them by email,
// its link reopens the conversation on another device, and both sides see what the other has read.
test('a visitor who left gets the reply by email and answers from its link', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Three people on two devices and an email in between.
  test.setTimeout(90_000);
  const email = uniqueEmail('by-email');
  await startVisitorChat(page, { name: 'Lena Left', email, text: 'Do you build online shops?' });
  await page.close();

  const admin = await newChatAdmin(browser, baseURL, request, 'Remy Reply');
  await consoleOf(admin);
  await admin.page.getByRole('button', { name: 'Accept Chat with Lena Left' }).click();
  const reply = admin.page.getByLabel('Reply to Lena Left');
  await reply.fill('Yes, we build shops on every plan.');
  await reply.press('Enter');
  const thread = admin.page.getByRole('log', { name: 'Chat with Lena Left' });
  await expect(thread.getByText('Yes, we build shops on every plan.')).toBeVisible();
  await expect(admin.page.getByText('Lena Left is away')).toBeVisible();

  const mail = mailBody(await latestMail(email, (raw) => raw.includes('Subject: Goldline Studio answered your chat')));
  expect(mail).toContain('Remy Reply: Yes, we build shops on every plan.');
  const link = await latestMailLink(email, '/continue-chat');

  // Another device: the link alone opens the conversation, and the answer joins it.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const later = await phone.newPage();
  await later.goto(link);
  await expect(later.getByRole('heading', { name: 'Your conversation with us' })).toBeVisible();
  await expect(later.getByText('Yes, we build shops on every plan.')).toBeVisible();
  // The page is the chat: the site's own chat launcher, which opens another chat, stays away.
  await expect(later.getByRole('button', { name: /^Chat with us/ })).toHaveCount(0);
  await expect(admin.page.getByText('Lena Left is online')).toBeVisible();
  // Reading it shows the team "Seen" under its reply.
  await expect(thread.getByText('Seen')).toBeVisible();
  const draft = later.getByLabel('Type your message');
  await draft.fill('Great, can we talk prices?');
  await draft.press('Enter');
  await expect(thread.getByText('Great, can we talk prices?')).toBeVisible();
  await expect(later.getByText('Seen')).toBeVisible();
  await phone.close();
  await admin.context.close();
});

test('a made-up reply link says so and offers the way back', async ({ page }) => {
  await page.goto('/continue-chat?token=not-a-real-link-token-at-all');
  await expect(
    page.getByText('This link has expired or is not valid. Start a new chat and we will pick it up from there.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
});

test('a reply link that cannot load for a network failure says so, not that the link expired', async ({ page }) => {
  await page.route(/\/trpc\/[^?]*chat\.mine/, (route) => route.abort());
  await page.goto('/continue-chat?token=any-token-the-network-never-carries');
  await expect(
    page.getByText('We could not load your conversation. Check your connection and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText(/This link has expired/)).toHaveCount(0);
});
