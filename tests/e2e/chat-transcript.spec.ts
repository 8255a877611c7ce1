import fs from 'node:fs';
import { startChat, startVisitorChat } from './chat-people';
import {
  DEMO,
  execDb,
  expect,
  latestMail,
  mailBody,
  queryDb,
  signIn,
  signUpByApi,
  test,
  toast,
  uniqueEmail,
} from './fixtures';

// Issue 35 §8: a copy of the conversation for its customer; the team exports it.
test('a visitor saves the chat as a file, and an admin exports it as text', async ({ page, browser, baseURL }) => {
  const email = uniqueEmail('copy');
  const panel = await startVisitorChat(page, { name: 'Cora Copy', email, text: 'Can you redo our bakery site?' });

  // The address was only typed: the studio mails nothing there, and the copy is saved from the page.
  await expect(panel.getByRole('button', { name: 'Email me a copy' })).toHaveCount(0);
  const saved = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download a copy' }).click();
  const copy = await saved;
  expect(copy.suggestedFilename()).toMatch(/^chat-.+\.txt$/);
  expect(fs.readFileSync(await copy.path(), 'utf8')).toContain('Cora Copy: Can you redo our bakery site?');

  const conversationId = queryDb<{ conversation_id: string }>(
    'select conversation_id from chat_sessions where customer_email = ?',
    email,
  )[0]!.conversation_id;
  const admin = await browser.newPage({ baseURL });
  await signIn(admin, DEMO.admin.email, DEMO.admin.password);
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await admin.goto(`/admin-chat/${conversationId}`);
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export as text' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`chat-${conversationId}.txt`);
  const text = fs.readFileSync(await file.path(), 'utf8');
  expect(text).toContain(`Chat with Cora Copy <${email}>`);
  expect(text).toContain('Cora Copy: Can you redo our bakery site?');
  await expect(toast(admin, 'Conversation exported')).toBeVisible();
  await admin.close();
});

test('a customer with a confirmed address emails themselves the chat', async ({ page, request }) => {
  const email = uniqueEmail('copy');
  await signUpByApi(request, { name: 'Carl Copy', email, password: 'copy-pass-1' });
  execDb('update users set email_verified_at = ? where email = ?', Date.now(), email);
  await signIn(page, email, 'copy-pass-1');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' })).toBeVisible();
  const panel = await startChat(page, 'Can you redo our bakery site?');

  await panel.getByRole('button', { name: 'Email me a copy' }).click();
  await expect(toast(page, `A copy of this conversation was emailed to ${email}.`)).toBeVisible();
  await expect(panel.getByText(`A copy of this conversation was emailed to ${email}.`)).toBeVisible();
  const copy = mailBody(
    await latestMail(email, (raw) => raw.includes('Subject: Your conversation with Goldline Studio')),
  );
  expect(copy).toContain('Carl Copy: Can you redo our bakery site?');
});
