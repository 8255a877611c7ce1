import type { Page } from '@playwright/test';
import { consoleOf, newChatAdmin, newCustomer, startChat } from './chat-people';
import { droppableSocket } from './droppable-socket';
import { expect, signIn, signUpByApi, startApp, test, uniqueEmail } from './fixtures';

// Spec part 2 §2 live chat and §4 socket events, issue 8: two sides in two browser contexts.

/**
 * How long a restored connection may take to catch up: after a long drop the app waits up to
 * 15 s × 1.25 (its capped, jittered backoff in lib/socket.ts) before its next attempt, then replays.
 */
const CATCH_UP_MS = 30_000;

/** The lines of a chat thread, in the order shown. */
const threadTexts = (page: Page, label: string | RegExp) =>
  page.getByRole('log', { name: label }).locator('li p').allTextContents();

test('a customer and an admin chat live; the history survives a reload; the end reaches the customer; another admin’s queue drops the chat', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await newChatAdmin(browser, baseURL, request, 'Ada Agent');
  const colleague = await newChatAdmin(browser, baseURL, request, 'Cole Colleague');
  const customer = await newCustomer(browser, baseURL, request, 'Cara Chat');
  await consoleOf(admin);
  await consoleOf(colleague);

  const panel = await startChat(customer.page, 'Hi! Can you add a booking form?');
  await expect(panel.getByText('Hi Cara Chat! Thanks for reaching out.')).toBeVisible();
  for (const side of [admin, colleague])
    await expect(side.page.getByRole('button', { name: 'Accept Chat with Cara Chat' })).toBeVisible();

  await admin.page.getByRole('button', { name: 'Accept Chat with Cara Chat' }).click();
  await expect(admin.page.getByRole('heading', { name: /Cara Chat/ })).toBeVisible();
  // Accepted by one admin, the chat leaves the other's queue at once.
  await expect(colleague.page.getByRole('button', { name: 'Accept Chat with Cara Chat' })).toHaveCount(0);
  await expect(panel.getByText('Chatting with Ada Agent')).toBeVisible();
  await expect(panel.getByText('Ada Agent from our team joined the chat.')).toBeVisible();

  const reply = admin.page.getByLabel('Reply to Cara Chat');
  await reply.fill('Yes, we can. Which page should it go on?');
  await reply.press('Enter');
  await expect(panel.getByText('Yes, we can. Which page should it go on?')).toBeVisible();
  const draft = panel.getByLabel('Type your message');
  await draft.fill('The contact page, please.');
  await expect(admin.page.getByText('Cara Chat is typing…')).toBeVisible();
  await draft.press('Enter');
  await expect(
    admin.page.getByRole('log', { name: 'Chat with Cara Chat' }).getByText('The contact page, please.'),
  ).toBeVisible();
  // The list of recent chats shows the newest line as it arrives, not at its next read.
  await expect(admin.page.getByRole('link', { name: 'Open the chat with Cara Chat' })).toContainText(
    'Cara Chat: The contact page, please.',
    { timeout: 2_000 },
  );

  await customer.page.reload();
  await customer.page.getByRole('button', { name: 'Start live chat' }).click();
  const reloaded = customer.page.getByRole('dialog', { name: 'Live chat' });
  await expect
    .poll(() => threadTexts(customer.page, 'Chat messages'))
    .toEqual([
      'Hi Cara Chat! Thanks for reaching out. Someone from our team will be with you shortly.',
      'Hi! Can you add a booking form?',
      'Ada Agent from our team joined the chat.',
      'Yes, we can. Which page should it go on?',
      'The contact page, please.',
    ]);

  // Ended while the admin was typing: the customer is not left reading that they still are.
  await reply.fill('One more');
  await expect(reloaded.getByText('Ada Agent is typing…')).toBeVisible();
  await admin.page.getByRole('button', { name: 'End Chat' }).click();
  await expect(reloaded.getByText('This chat has ended', { exact: true })).toBeVisible();
  await expect(reloaded.getByText('Ada Agent is typing…')).toHaveCount(0, { timeout: 500 });
  await expect(reloaded.getByText('Our team ended the chat. Thanks for talking to us!')).toBeVisible();
  await expect(reloaded.getByRole('button', { name: 'Start a new chat' })).toBeVisible();
  await expect(admin.page.getByText('Choose a waiting customer or a recent chat.')).toBeVisible();
  // The list shows the last thing someone said, live as after a reload, not the chat's end notice.
  await expect(admin.page.getByText(/Ada Agent: Our team ended the chat/)).toHaveCount(0);
  await expect(admin.page.getByRole('link', { name: 'Open the chat with Cara Chat' })).toContainText(
    'Cara Chat: The contact page, please.',
  );
  for (const person of [admin, colleague, customer]) await person.context.close();
});

test('a customer whose socket dropped sees every line once, in order, with the right status, without reloading', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  let socket: Awaited<ReturnType<typeof droppableSocket>> | undefined;
  const customer = await newCustomer(
    browser,
    baseURL,
    request,
    'Dee Dropped',
    async (page) => (socket = await droppableSocket(page)),
  );
  const admin = await newChatAdmin(browser, baseURL, request, 'Ava Agent');
  await consoleOf(admin);
  const panel = await startChat(customer.page, 'Are you there?');
  await expect(panel.getByText('Connected')).toBeVisible();

  // Offline while the admin accepts and answers three times.
  await socket!.drop();
  await expect(panel.getByText(/Reconnecting|Connecting/)).toBeVisible();
  await admin.page.getByRole('button', { name: 'Accept Chat with Dee Dropped' }).click();
  const reply = admin.page.getByLabel('Reply to Dee Dropped');
  for (const text of ['First answer', 'Second answer', 'Third answer']) {
    await reply.fill(text);
    await reply.press('Enter');
    await expect(admin.page.getByRole('log', { name: 'Chat with Dee Dropped' }).getByText(text)).toBeVisible();
  }
  socket!.restore();
  await expect(panel.getByText('Chatting with Ava Agent')).toBeVisible({ timeout: CATCH_UP_MS });
  await expect
    .poll(() => threadTexts(customer.page, 'Chat messages'), { timeout: CATCH_UP_MS })
    .toEqual([
      'Hi Dee Dropped! Thanks for reaching out. Someone from our team will be with you shortly.',
      'Are you there?',
      'Ava Agent from our team joined the chat.',
      'First answer',
      'Second answer',
      'Third answer',
    ]);

  // Offline again while the admin ends the chat: back online, it shows as ended.
  await socket!.drop();
  await admin.page.getByRole('button', { name: 'End Chat' }).click();
  await expect(admin.page.getByText('Choose a waiting customer or a recent chat.')).toBeVisible();
  socket!.restore();
  await expect(panel.getByText('This chat has ended', { exact: true })).toBeVisible({ timeout: CATCH_UP_MS });
  expect((await threadTexts(customer.page, 'Chat messages')).filter((text) => text === 'Third answer')).toHaveLength(1);
  for (const person of [admin, customer]) await person.context.close();
});

test('an admin whose socket dropped catches up on messages and on a chat another admin accepted', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  // A retry meets the first try's chats, still open: its customers carry the attempt in their names.
  const attempt = test.info().retry ? ` ${test.info().retry + 1}` : '';
  const [mo, ole] = [`Mo Messages${attempt}`, `Ole Other${attempt}`];
  let socket: Awaited<ReturnType<typeof droppableSocket>> | undefined;
  const admin = await newChatAdmin(
    browser,
    baseURL,
    request,
    'Abe Agent',
    async (page) => (socket = await droppableSocket(page)),
  );
  const colleague = await newChatAdmin(browser, baseURL, request, 'Col Colleague');
  const customer = await newCustomer(browser, baseURL, request, mo);
  const other = await newCustomer(browser, baseURL, request, ole);
  await consoleOf(admin);
  await consoleOf(colleague);
  const panel = await startChat(customer.page, 'Question one');
  await admin.page.getByRole('button', { name: `Accept Chat with ${mo}` }).click();
  await expect(panel.getByText('Chatting with Abe Agent')).toBeVisible();

  await socket!.drop();
  const draft = panel.getByLabel('Type your message');
  for (const text of ['Question two', 'Question three', 'Question four']) {
    await draft.fill(text);
    await draft.press('Enter');
    await expect(panel.getByRole('log', { name: 'Chat messages' }).getByText(text)).toBeVisible();
  }
  // Meanwhile another customer arrives and the colleague takes them.
  await startChat(other.page, 'Hello from Ole');
  await colleague.page.getByRole('button', { name: `Accept Chat with ${ole}` }).click();
  await expect(colleague.page.getByRole('heading', { name: ole })).toBeVisible();

  socket!.restore();
  const thread = admin.page.getByRole('log', { name: `Chat with ${mo}` });
  await expect(thread.getByText('Question four')).toBeVisible({ timeout: CATCH_UP_MS });
  const texts = await threadTexts(admin.page, `Chat with ${mo}`);
  expect(texts.filter((text) => text.startsWith('Question'))).toEqual([
    'Question one',
    'Question two',
    'Question three',
    'Question four',
  ]);
  await expect(admin.page.getByRole('button', { name: `Accept Chat with ${ole}` })).toHaveCount(0);
  await expect(admin.page.getByRole('link', { name: `Open the chat with ${ole}` })).toContainText('Active');

  // The customer leaves while the admin is offline: back online, the console says they are away.
  await expect(admin.page.getByText(`${mo} is online`)).toBeVisible();
  await socket!.drop();
  await customer.context.close();
  socket!.restore();
  await expect(admin.page.getByText(`${mo} is away`)).toBeVisible({ timeout: CATCH_UP_MS });
  for (const person of [admin, colleague, other]) await person.context.close();
});

test('a visitor chats from the public site with a name and an email, and hears of a reply while the window is closed', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await newChatAdmin(browser, baseURL, request, 'Vera Agent');
  await consoleOf(admin);
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/portfolio');
  await startApp(visitor);
  await visitor.getByRole('button', { name: 'Chat with us' }).click();
  const panel = visitor.getByRole('dialog', { name: 'Live chat' });
  await panel.getByLabel('What can we help with?').fill('How much is a bakery site?');
  await panel.getByRole('button', { name: 'Start Chat' }).click();
  await expect(panel.getByText('Please provide your name and email address')).toBeVisible();
  const email = uniqueEmail('visitor');
  await panel.getByLabel('Your name').fill('Vic Visitor');
  await panel.getByLabel('Your email').fill(email);
  await panel.getByRole('button', { name: 'Start Chat' }).click();
  await expect(panel.getByText('Waiting for our team to join…')).toBeVisible();

  await admin.page.getByRole('button', { name: 'Accept Chat with Vic Visitor' }).click();
  await expect(admin.page.getByText(`${email} · visitor without an account`)).toBeVisible();
  await expect(panel.getByText('Chatting with Vera Agent')).toBeVisible();
  await panel.getByRole('button', { name: 'Close the chat window' }).click();

  const reply = admin.page.getByLabel('Reply to Vic Visitor');
  await reply.fill('Our Starter plan is $600, one time.');
  await reply.press('Enter');
  await expect(visitor.getByRole('button', { name: 'Chat with us, 1 unread message(s)' })).toBeVisible();
  await expect(
    visitor
      .getByRole('region', { name: /Notifications/, includeHidden: true })
      .getByText('Vera Agent: Our Starter plan is $600, one time.'),
  ).toBeVisible();

  // The chat belongs to this browser (its token): a reload resumes it.
  await visitor.reload();
  await visitor.getByRole('button', { name: 'Chat with us' }).click();
  await expect(
    visitor
      .getByRole('dialog', { name: 'Live chat' })
      .getByRole('log')
      .getByText('Our Starter plan is $600, one time.'),
  ).toBeVisible();
  await visitorContext.close();
  await admin.context.close();
});

test('signing out leaves nothing of the chat on screen for whoever uses the browser next', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('shared');
  await signUpByApi(request, { name: 'Sam Shared', email, password: 'chat-pass-1' });
  await signIn(page, email, 'chat-pass-1');
  const logout = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  const panel = await startChat(page, 'Private question about my invoice');
  await panel.getByRole('button', { name: 'Close the chat window' }).click();
  await page.goto('/portfolio');
  await expect(page.getByRole('button', { name: 'Chat with us' })).toContainText('Continue chat');

  await logout.click();
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await expect(launcher).toContainText('Chat with us');
  await launcher.click();
  const next = page.getByRole('dialog', { name: 'Live chat' });
  await expect(next.getByLabel('What can we help with?')).toBeVisible();
  await expect(next.getByText('Private question about my invoice')).toHaveCount(0);
});

test('by keyboard, Accept Chat lands in the reply box and End Chat on the waiting customers', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  const admin = await newChatAdmin(browser, baseURL, request, 'Kit Keys');
  const customer = await newCustomer(browser, baseURL, request, 'Kai Keyboard');
  await consoleOf(admin);
  await startChat(customer.page, 'Hello from the keyboard');

  await admin.page.getByRole('button', { name: 'Accept Chat with Kai Keyboard' }).focus();
  await admin.page.keyboard.press('Enter');
  await expect(admin.page.getByLabel('Reply to Kai Keyboard')).toBeFocused();
  await admin.page.keyboard.type('Hi Kai!');
  await admin.page.keyboard.press('Enter');
  await expect(admin.page.getByRole('log', { name: 'Chat with Kai Keyboard' }).getByText('Hi Kai!')).toBeVisible();

  await admin.page.getByRole('button', { name: 'End Chat' }).focus();
  await admin.page.keyboard.press('Enter');
  await expect(admin.page.getByText('Choose a waiting customer or a recent chat.')).toBeVisible();
  await expect(admin.page.getByRole('heading', { name: /^Waiting customers/ })).toBeFocused();
  for (const person of [admin, customer]) await person.context.close();
});
