import fs from 'node:fs';
import { startVisitorChat } from './chat-people';
import { DEMO, expect, latestMail, mailBody, queryDb, signIn, test, toast, uniqueEmail } from './fixtures';

// Issue 35 §8: a visitor asks for the conversation by email; the team exports it.
test('a visitor emails themselves the chat, and an admin exports it as text', async ({ page, browser, baseURL }) => {
  const email = uniqueEmail('copy');
  const panel = await startVisitorChat(page, { name: 'Cora Copy', email, text: 'Can you redo our bakery site?' });

  await panel.getByRole('button', { name: 'Email me a copy' }).click();
  await expect(toast(page, `A copy of this conversation was emailed to ${email}.`)).toBeVisible();
  await expect(panel.getByText(`A copy of this conversation was emailed to ${email}.`)).toBeVisible();
  const copy = mailBody(
    await latestMail(email, (raw) => raw.includes('Subject: Your conversation with Goldline Studio')),
  );
  expect(copy).toContain('Cora Copy: Can you redo our bakery site?');

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
