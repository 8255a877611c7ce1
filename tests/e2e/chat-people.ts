import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { createAdminByApi, expect, signUpByApi, uniqueEmail } from './fixtures';

// The two sides of a live chat, each in its own browser context: customers and chat admins.

export interface Person {
  page: Page;
  context: BrowserContext;
  token: string;
}

/** A browser context already signed in (the token the app keeps in localStorage). */
async function personWith(
  browser: Browser,
  baseURL: string | undefined,
  token: string,
  socket?: (page: Page) => Promise<unknown>,
): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((value) => localStorage.setItem('auth-token', value), token);
  const page = await context.newPage();
  await socket?.(page);
  return { page, context, token };
}

export async function newCustomer(
  browser: Browser,
  baseURL: string | undefined,
  request: APIRequestContext,
  name: string,
  socket?: (page: Page) => Promise<unknown>,
) {
  const email = uniqueEmail('chat');
  const token = await signUpByApi(request, { name, email, password: 'chat-pass-1' });
  return { ...(await personWith(browser, baseURL, token, socket)), email };
}

export async function newChatAdmin(
  browser: Browser,
  baseURL: string | undefined,
  request: APIRequestContext,
  name: string,
  socket?: (page: Page) => Promise<unknown>,
) {
  const admin = await createAdminByApi(request, { name, permissions: ['chat'] });
  return personWith(browser, baseURL, admin.token, socket);
}

export const consoleOf = async (person: Person) => {
  await person.page.goto('/admin-chat/inbox');
  await expect(person.page.getByRole('heading', { name: 'Live Chat Console' })).toBeVisible();
  await expect(person.page.getByText('Connected')).toBeVisible();
};

/** A visitor (no account) opens the site's chat window and starts a chat with their name and email. */
export async function startVisitorChat(page: Page, visitor: { name: string; email: string; text: string }) {
  await page.goto('/portfolio');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByRole('dialog', { name: 'Live chat' });
  await panel.getByLabel('What can we help with?').fill(visitor.text);
  await panel.getByLabel('Your name').fill(visitor.name);
  await panel.getByLabel('Your email').fill(visitor.email);
  await panel.getByRole('button', { name: 'Start Chat' }).click();
  await expect(panel.getByText('Waiting for our team to join…')).toBeVisible();
  return panel;
}

export async function startChat(page: Page, text: string) {
  await page.goto('/dashboard?tab=contact');
  await page.getByRole('button', { name: 'Start live chat' }).click();
  const panel = page.getByRole('dialog', { name: 'Live chat' });
  await panel.getByLabel('What can we help with?').fill(text);
  await panel.getByRole('button', { name: 'Start Chat' }).click();
  await expect(panel.getByText('Waiting for our team to join…')).toBeVisible();
  return panel;
}
