import type { Browser, Page } from '@playwright/test';
import { droppableSocket } from './droppable-socket';
import {
  bearer,
  createAdminByApi,
  DEMO,
  execDb,
  expect,
  latestMail,
  queryDb,
  signIn,
  signInByApi,
  signUpByApi,
  test,
  toast,
  uniqueEmail,
} from './fixtures';

const adminTabs = (page: Page) => page.getByRole('tablist', { name: 'Admin sections' });

async function openTab(page: Page, name: RegExp) {
  await adminTabs(page).getByRole('tab', { name }).click();
}

/** A row's secondary and destructive actions sit in its "More actions" menu. */
async function rowAction(page: Page, menu: string, item: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** A second browser, signed in as someone else, for what that person sees. */
async function signedInPage(browser: Browser, baseURL: string | undefined, email: string, password: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  return { page, close: () => context.close() };
}

test('an admin runs a customer from account to completed project, answers them and finally deletes them', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('managed');
  const password = 'managed-pass-1';
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // Create the customer with a Pro plan.
  await openTab(page, /Create Users/);
  await page.getByRole('button', { name: 'New User' }).click();
  const create = page.getByRole('dialog', { name: 'Create user' });
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(create.getByText('Email, name and password are required').first()).toBeVisible();
  await create.getByLabel('Email').fill(email);
  await create.getByLabel('Name').fill('Morgan Managed');
  await create.getByLabel('Password').fill(password);
  await create.getByLabel('Plan').selectOption('pro');
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page, `User ${email} created successfully`)).toBeVisible();
  expect(queryDb('select plan from users where email = ?', email)).toEqual([{ plan: 'pro' }]);

  // A message and a file from the customers tab.
  await openTab(page, /Customers/);
  await page.getByLabel('Search customers').fill(email);
  await page.getByRole('button', { name: `Send a message to ${email}` }).click();
  const message = page.getByRole('dialog', { name: 'Send message' });
  const send = message.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeDisabled();
  await message.getByLabel('Subject').fill('Welcome aboard');
  await message.getByLabel('Message').fill('   ');
  await expect(send).toBeDisabled();
  await message.getByLabel('Message').fill('We start on your home page this week.');
  await send.click();
  await expect(toast(page, 'Message sent to Morgan Managed')).toBeVisible();

  await rowAction(page, `More actions for ${email}`, `Send a file to ${email}`);
  const fileDialog = page.getByRole('dialog', { name: 'Send file' });
  await fileDialog.getByRole('button', { name: 'Send File' }).click();
  await expect(fileDialog.getByText('Please select a file')).toBeVisible();
  await fileDialog
    .getByLabel('File')
    .setInputFiles({ name: 'wireframe.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 wireframe') });
  await fileDialog.getByLabel('Message for the customer').fill('The first wireframe.');
  await fileDialog.getByRole('button', { name: 'Send File' }).click();
  await expect(toast(page, 'File sent to Morgan Managed')).toBeVisible();

  // Through the stages to Completed.
  await openTab(page, /Projects/);
  await page.getByLabel('Search projects').fill(email);
  for (const [status, stage] of [
    ['Project Started', '1'],
    ['In Progress', '2'],
    ['Under Review', '3'],
  ] as const) {
    await page.getByRole('button', { name: "Update the status of Morgan Managed's project" }).click();
    const dialog = page.getByRole('dialog', { name: 'Update project status' });
    await dialog.getByLabel('Status').selectOption(status);
    await dialog.getByLabel('Stage').selectOption(stage);
    await dialog.getByLabel('Notes for the customer').fill(`Now: ${status}`);
    await dialog.getByRole('button', { name: 'Update Project' }).click();
    await expect(toast(page, new RegExp(`updated to ${status}`))).toBeVisible();
    await expect(page.getByRole('cell', { name: status, exact: true })).toBeVisible();
  }
  await rowAction(page, "More actions for Morgan Managed's project", "Complete Morgan Managed's project");
  const complete = page.getByRole('dialog', { name: 'Complete project' });
  await expect(complete.getByText('The email offers: Elite for $300.')).toBeVisible();
  await complete.getByLabel('Completion notes').fill('Your site is live!');
  await complete.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(toast(page, /marked as completed\. Upgrade options emailed/)).toBeVisible();
  expect(queryDb('select status, stage, admin_notes from projects where email = ?', email)).toEqual([
    { status: 'Completed', stage: 4, admin_notes: 'Your site is live!' },
  ]);
  expect(await latestMail(email, (raw) => raw.includes('Your website project is complete'))).toContain(
    'Elite for $300',
  );

  // The customer writes; the admin replies from the messages tab.
  const token = await signInByApi(request, { email, password });
  await request.post('/api/customer/send-message', {
    data: { message: 'Can we add a blog later?' },
    headers: bearer(token),
  });
  await openTab(page, /Messages/);
  await page.getByRole('button', { name: 'Reply to Morgan Managed: Customer Support Message' }).click();
  const reply = page.getByRole('dialog', { name: 'Reply to message' });
  await expect(reply.getByText('Can we add a blog later?')).toBeVisible();
  await expect(reply.getByLabel('Subject')).toHaveValue('Re: Customer Support Message');
  await reply.getByLabel('Message').fill('Yes: Elite includes a blog, and you can upgrade any time.');
  await reply.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message sent to Morgan Managed')).toBeVisible();
  expect(queryDb('select responded from customer_messages where email = ? and from_admin = 0', email)).toEqual([
    { responded: 1 },
  ]);

  // What the customer sees in their own dashboard.
  const customer = await signedInPage(browser, baseURL, email, password);
  await customer.page.goto('/dashboard?tab=messages');
  const messages = customer.page.getByRole('tabpanel', { name: 'Messages' });
  await expect(messages.getByText('We start on your home page this week.')).toBeVisible();
  await expect(messages.getByText('Yes: Elite includes a blog, and you can upgrade any time.')).toBeVisible();
  await customer.page.goto('/dashboard?tab=files');
  await expect(customer.page.getByRole('button', { name: 'Download wireframe.pdf' })).toBeVisible();
  await customer.page.goto('/dashboard');
  await expect(customer.page.getByRole('heading', { name: 'Your project is complete' })).toBeVisible();
  await customer.close();

  // Deleting the customer asks first, then removes everything.
  await openTab(page, /Customers/);
  await page.getByLabel('Search customers').fill(email);
  await rowAction(page, `More actions for ${email}`, `Delete ${email}`);
  const confirm = page.getByRole('alertdialog', { name: 'Delete Morgan Managed permanently?' });
  await expect(confirm.getByText(/all their data: files, messages, projects/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(queryDb('select count(*) as n from users where email = ?', email)).toEqual([{ n: 1 }]);
  await rowAction(page, `More actions for ${email}`, `Delete ${email}`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Customer' }).click();
  await expect(toast(page, 'Customer and all associated data deleted successfully')).toBeVisible();
  await expect(page.getByText('No customers match your search.')).toBeVisible();
  expect(queryDb('select count(*) as n from users where email = ?', email)).toEqual([{ n: 0 }]);
  expect(queryDb('select count(*) as n from files where owner_email = ?', email)).toEqual([{ n: 0 }]);
  expect(queryDb('select count(*) as n from customer_messages where email = ?', email)).toEqual([{ n: 0 }]);
});

test('a social link added in the admin area shows on the landing page until it is deleted', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const url = `https://www.tiktok.com/@goldline-${Date.now()}`;
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin?tab=social-media');
  await page.getByRole('button', { name: 'Add Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add social media link' });
  await expect(dialog.getByRole('button', { name: 'Add Link' })).toBeDisabled();
  await dialog.getByLabel('Platform').selectOption('tiktok');
  await dialog.getByLabel('URL').fill(url);
  await dialog.getByLabel('Display name').fill('Goldline on TikTok');
  await dialog.getByLabel('Followers count').fill('12,500');
  await dialog.getByRole('button', { name: 'Add Link' }).click();
  await expect(toast(page, 'Social media link added successfully')).toBeVisible();

  const visitor = await browser.newContext({ baseURL });
  const landing = await visitor.newPage();
  await landing.goto('/');
  const card = landing.locator(`a[href="${url}"]`).first();
  await expect(card).toContainText('Goldline on TikTok');
  await expect(card).toContainText('12.5K followers');

  await page.getByRole('button', { name: `Delete TikTok link ${url}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this link?' })
    .getByRole('button', { name: 'Delete Link' })
    .click();
  await expect(toast(page, 'Social media link deleted successfully')).toBeVisible();
  await landing.goto('/');
  await expect(landing.getByRole('heading', { name: 'Follow our latest launches' })).toBeVisible();
  await expect(landing.locator(`a[href="${url}"]`)).toHaveCount(0);
  await visitor.close();
});

test('the first admin watches activity; a second admin is refused the monitoring tab', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('second-admin');
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin?tab=create-users');
  await page.getByRole('button', { name: 'New Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create admin' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Name').fill('Sam Second');
  await dialog.getByLabel('Password').fill('second-admin-1');
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(toast(page, `Admin ${email} created successfully`)).toBeVisible();

  const second = await signedInPage(browser, baseURL, email, 'second-admin-1');
  await expect(second.page).toHaveURL(/\/admin/);
  await second.page
    .getByRole('tablist', { name: 'Admin sections' })
    .getByRole('tab', { name: 'Admin Monitoring' })
    .click();
  await expect(second.page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(second.page.getByText('Only the first admin can view activity monitoring data')).toBeVisible();

  await openTab(page, /Admin Monitoring/);
  await expect(page.getByRole('heading', { name: 'Admins right now' })).toBeVisible();
  await expect(
    page.getByRole('cell', {
      name: `${email} (standard: users, projects, messages, files, bookings, chat, social, payments)`,
    }),
  ).toBeVisible();
  await expect(page.getByText('Sam Second')).toBeVisible();
  // Without the page views (a tab change each), the log is who changed what.
  const log = page.getByRole('table', { name: 'Admin activity, newest first' });
  await page.getByRole('group', { name: 'Which activity' }).getByRole('button', { name: 'Without page views' }).click();
  await expect(log.getByRole('cell', { name: 'page view', exact: true })).toHaveCount(0);
  await expect(log.getByRole('cell', { name: 'create admin', exact: true }).first()).toBeVisible();
  await page.getByRole('group', { name: 'Which activity' }).getByRole('button', { name: 'Everything' }).click();
  await expect(log.getByRole('cell', { name: 'page view', exact: true }).first()).toBeVisible();
  await second.close();
});

test('an open admin screen shows a customer message the moment it is sent, and Refresh Data reloads on demand', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('live');
  const token = await signUpByApi(request, { name: 'Lee Live', email, password: 'live-pass-1' });
  const socket = await droppableSocket(page);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin?tab=messages');
  await expect(page.getByRole('heading', { name: /^Messages \(/ })).toBeVisible();

  await request.post('/api/customer/send-message', {
    data: { message: `Live question from ${email}` },
    headers: bearer(token),
  });
  // Well inside the 30 s poll: the change feed over the WebSocket brought it.
  await expect(page.getByText(`Live question from ${email}`)).toBeVisible({ timeout: 5_000 });

  // One sent while the admin's connection was down shows as soon as it is back, not at the next poll.
  await socket.drop();
  await request.post('/api/customer/send-message', {
    data: { message: `Offline question from ${email}` },
    headers: bearer(token),
  });
  socket.restore();
  await expect(page.getByText(`Offline question from ${email}`)).toBeVisible({ timeout: 8_000 });

  await page.getByRole('button', { name: 'Refresh Data' }).click();
  await expect(toast(page, 'Dashboard data refreshed successfully!')).toBeVisible();
});

test('an admin of messages alone sees on the overview only what they can open', async ({ page, request }) => {
  const admin = await createAdminByApi(request, { name: 'Mia Messages', permissions: ['messages'] });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin/);

  const actions = page.getByRole('region', { name: 'Quick actions' });
  await expect(actions.getByRole('button')).toHaveText(['Answer messages']);
  await expect(actions.getByRole('link')).toHaveText(['Account security']);
  const summary = page.getByRole('list', { name: 'Summary' });
  await expect(summary.getByRole('button')).toHaveCount(1);
  await expect(summary.getByText('Total customers')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent messages' })).toBeVisible();
  for (const hidden of ['Recent orders', 'Next Zoom meetings', 'Recently updated projects'])
    await expect(page.getByRole('heading', { name: hidden })).toHaveCount(0);

  await summary.getByRole('button', { name: /Pending messages/ }).click();
  await expect(page).toHaveURL(/tab=messages/);
});

test('an admin without Payments sees no revenue on the overview; an admin of payments does', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const admin = await createAdminByApi(request, { name: 'Mia Messages', permissions: ['messages'] });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole('heading', { name: 'Recent messages' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revenue' })).toHaveCount(0);
  await expect(page.getByText(/paid order/)).toHaveCount(0);

  // The demo customer's Pro plan is paid: there is revenue to show to whoever may see it.
  const bookkeeper = await createAdminByApi(request, { name: 'Pat Payments', permissions: ['messages', 'payments'] });
  const theirs = await signedInPage(browser, baseURL, bookkeeper.email, bookkeeper.password);
  try {
    const revenue = theirs.page.getByRole('region', { name: 'Revenue' });
    await expect(revenue.getByText(/From \d+ paid order\(s\)/)).toBeVisible();
    await expect(revenue.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
  } finally {
    await theirs.close();
  }
});

test('an admin without Live chat is told so at the chat console, with the way back', async ({ page, request }) => {
  const admin = await createAdminByApi(request, { name: 'Mia Messages', permissions: ['messages'] });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin-chat/inbox');
  const restricted = page.getByRole('region', { name: 'Access Restricted' });
  await expect(restricted).toContainText('Your admin account does not have access to live chat');
  await expect(page.getByText('Waiting customers')).toHaveCount(0);
  await restricted.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('an admin of users is not offered Edit on another admin’s account', async ({ page, request }) => {
  const admin = await createAdminByApi(request, { name: 'Uma Users', permissions: ['users'] });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin?tab=users');
  await expect(page.getByRole('button', { name: `Edit ${DEMO.admin.email}: Only a super admin` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Edit ${admin.email}`, exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: `Edit ${DEMO.customer.email}`, exact: true })).toBeEnabled();
});

test('a super admin changes a standard admin’s areas by keyboard, and sees the server’s refusal in the dialog', async ({
  page,
  request,
}) => {
  const admin = await createAdminByApi(request, { name: 'Ari Areas', permissions: ['messages', 'files'] });
  const sue = await createAdminByApi(request, { name: 'Sue Super', adminLevel: 'super_admin' });
  await signIn(page, sue.email, sue.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin?tab=users');
  const row = page.getByRole('row').filter({ hasText: admin.email });
  await expect(row).toContainText('Areas: Messages, Files');
  const menu = `More actions for ${admin.email}`;

  await chooseByKeyboard(page, menu, `Change the access of ${admin.email}`);
  const dialog = page.getByRole('dialog', { name: 'Change access of Ari Areas' });
  await expect(dialog.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Messages' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Projects' })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Files' }).press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Files' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save Access' }).press('Enter');
  await expect(toast(page, `Areas of ${admin.email} changed successfully`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: menu })).toBeFocused();
  await expect(row).toContainText('Areas: Messages');
  await expect(row).not.toContainText('Files');
  // From the admin's next request on.
  expect((await request.get('/api/admin/files', { headers: bearer(admin.token) })).status()).toBe(403);

  // Made a standard admin of users meanwhile (by the owner, say): the server refuses, in the dialog.
  await chooseByKeyboard(page, menu, `Change the access of ${admin.email}`);
  execDb(`update users set admin_level = 'standard', permissions = '["users"]' where email = ?`, sue.email);
  await dialog.getByRole('button', { name: 'Save Access' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Only a super admin can change an admin’s level or areas');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: menu })).toBeFocused();
});

test('a super admin makes a standard admin super, then standard again with two areas, by keyboard', async ({
  page,
  request,
}) => {
  const admin = await createAdminByApi(request, { name: 'Pat Promoted', permissions: ['messages'] });
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin?tab=users');
  const row = page.getByRole('row').filter({ hasText: admin.email });
  await expect(row).toContainText('Areas: Messages');
  const menu = `More actions for ${admin.email}`;
  const dialog = page.getByRole('dialog', { name: 'Change access of Pat Promoted' });
  const standard = dialog.getByRole('radio', { name: /^Standard/ });
  const superAdmin = dialog.getByRole('radio', { name: /^Super admin/ });

  // Up to super admin: the arrow key moves the choice, and the areas go (a super admin has them all).
  await chooseByKeyboard(page, menu, `Change the access of ${admin.email}`);
  await standard.focus();
  await page.keyboard.press('ArrowDown');
  await expect(superAdmin).toBeChecked();
  await expect(dialog.getByRole('group', { name: 'Permissions' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Save Access' }).press('Enter');
  await expect(toast(page, `${admin.email} is now a super admin`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: menu })).toBeFocused();
  await expect(row.getByText('Admin · Super')).toBeVisible();
  await expect(row).not.toContainText('Areas:');
  expect((await request.get('/api/admin/files', { headers: bearer(admin.token) })).status()).toBe(200);

  // Down to standard with Projects and Messages: the areas a new admin gets are ticked to start from.
  await chooseByKeyboard(page, menu, `Change the access of ${admin.email}`);
  await expect(superAdmin).toBeChecked();
  await superAdmin.focus();
  await page.keyboard.press('ArrowUp');
  await expect(standard).toBeChecked();
  for (const area of [
    'Users and accounts',
    'Files',
    'Zoom bookings',
    'Live chat',
    'Social media',
    'Payments and refunds',
  ])
    await dialog.getByRole('checkbox', { name: area }).press('Space');
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Save Access' }).press('Enter');
  await expect(toast(page, `${admin.email} is now a standard admin`)).toBeVisible();
  await expect(page.getByRole('button', { name: menu })).toBeFocused();
  await expect(row).toContainText('Areas: Projects, Messages');
  await expect(row.getByText('Admin · Super')).toHaveCount(0);
  expect((await request.get('/api/admin/files', { headers: bearer(admin.token) })).status()).toBe(403);
  expect(
    queryDb(
      'select details from admin_activity where action = ? and details like ?',
      'update_admin_level',
      `${admin.email}:%`,
    ),
  ).toEqual([
    { details: `${admin.email}: standard (messages) -> super_admin` },
    { details: `${admin.email}: super_admin -> standard (projects, messages)` },
  ]);

  // Never their own account, nor the site owner's.
  await page.getByRole('button', { name: `More actions for ${DEMO.admin.email}` }).click();
  await expect(page.getByRole('menuitem', { name: `Send a password reset to ${DEMO.admin.email}` })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: `Change the access of ${DEMO.admin.email}` })).toHaveCount(0);
});

test('a standard admin of users is not offered Change access', async ({ page, request }) => {
  const admin = await createAdminByApi(request, { name: 'Uma Users', permissions: ['users'] });
  const other = await createAdminByApi(request, { name: 'Mia Messages', permissions: ['messages'] });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin?tab=users');
  await expect(page.getByRole('row').filter({ hasText: other.email })).toContainText('Areas: Messages');
  await page.getByRole('button', { name: `More actions for ${other.email}` }).click();
  await expect(page.getByRole('menuitem', { name: `Send a password reset to ${other.email}` })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: `Change the access of ${other.email}` })).toHaveCount(0);
});

test('sending a file with nothing chosen asks for the file, and for the customer beside its field', async ({
  page,
}) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin?tab=files');
  await page.getByRole('button', { name: 'Send a file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send file' });
  await dialog.getByRole('button', { name: 'Send File' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please select a file' })).toBeVisible();
  await expect(dialog.getByLabel('Customer', { exact: true })).toHaveAccessibleDescription('Customer email not found');
});

/** Opens `menu` with Enter and chooses `item` with the arrow keys, as a keyboard user does. */
async function chooseByKeyboard(page: Page, menu: string, item: string) {
  await page.getByRole('button', { name: menu }).focus();
  await page.keyboard.press('Enter');
  // The menu opens on its first item; each arrow moves one down, and the next waits for it.
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  const names = await items.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
  for (let index = 1; index <= names.indexOf(item); index++) {
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(index)).toBeFocused();
  }
  await expect(page.getByRole('menuitem', { name: item })).toBeFocused();
  await page.keyboard.press('Enter');
}

test('a dialog opened from a row’s menu gives focus back to the menu’s button', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  const check = async (menu: string, item: string, dialogName: string) => {
    await chooseByKeyboard(page, menu, item);
    await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: dialogName })).toBeHidden();
    await expect(page.getByRole('button', { name: menu }), `${item} gives focus back`).toBeFocused();
  };

  await page.goto('/admin?tab=customers');
  const customerMenu = 'More actions for customer@example.com';
  await check(customerMenu, 'Send a file to customer@example.com', 'Send file');
  await check(customerMenu, 'Update the project status of customer@example.com', 'Update project status');
  await check(customerMenu, 'Project details of customer@example.com', 'Project details');

  await page.goto('/admin?tab=projects');
  const projectMenu = "More actions for Casey Customer's project";
  await check(projectMenu, "Details of Casey Customer's project", 'Project details');
  await check(projectMenu, 'Post a deliverable to Casey Customer', 'Deliverables for review');
  await check(projectMenu, "Complete Casey Customer's project", 'Complete project');
});

test('a message deleted or answered by keyboard hands focus to the next message', async ({ page, request }) => {
  test.setTimeout(60_000);
  const name = `Kay Keys ${Date.now()}`;
  const token = await signUpByApi(request, { name, email: uniqueEmail('keys'), password: 'keys-pass-1' });
  for (const subject of ['Oldest', 'Middle', 'Newest'])
    await request.post('/api/customer/send-message', {
      data: { subject, message: `${subject} question` },
      headers: bearer(token),
    });
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin?tab=messages');

  // Newest first: deleting the newest leaves focus on the same button of the one after it.
  await chooseByKeyboard(
    page,
    `More actions for the message Newest from ${name}`,
    `Delete the message Newest from ${name}`,
  );
  // The confirmation opens on Cancel once the menu has closed; a Tab before that would go elsewhere.
  const confirm = page.getByRole('alertdialog', { name: 'Delete this message?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete Message' })).toBeFocused();
  await page.keyboard.press('Enter');
  // While the confirmation is open the list is hidden from the accessibility tree: wait for it to go.
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: `More actions for the message Newest from ${name}` })).toHaveCount(0);
  // The next message is this customer's Middle, unless another test's message came between them.
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^More actions for the message /);

  // Answered, a message leaves the pending list.
  await page.getByRole('button', { name: `Mark as read: Middle from ${name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Mark as read: Middle from ${name}` })).toHaveCount(0);
  // Likewise, the next pending message is this customer's Oldest.
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Mark as read: /);
});
