import type { APIRequestContext, Page } from '@playwright/test';
import { formatUsd } from '../../src/shared/money';
import { PLANS, type PlanSlug } from '../../src/shared/plans';
import {
  buyPlanByApi,
  expect,
  signAgreementByApi,
  signUpByApi,
  startCheckoutByApi,
  uniqueEmail,
  useToken,
} from './fixtures';

// The customers a journey starts from, each a new account signed up through the API, so that
// journeys running side by side never share one.

const PASSWORD = 'customer-pass-1';

async function newCustomer(request: APIRequestContext, name: string) {
  const email = uniqueEmail('customer');
  const token = await signUpByApi(request, { name, email, password: PASSWORD });
  return { name, email, password: PASSWORD, token };
}

/**
 * A customer who bought Starter and signed its agreement with `signature` (their own name unless
 * said: a signature in someone else's name is one an admin voids).
 */
export async function customerWithSignedAgreement(
  request: APIRequestContext,
  customer: { name: string; signature?: string },
) {
  const account = await newCustomer(request, customer.name);
  await buyPlanByApi(request, account.token, { plan: 'starter', name: account.name, email: account.email });
  await signAgreementByApi(request, account.token, customer.signature ?? customer.name);
  return account;
}

/**
 * A customer signed in on `page` who paid `plan` at the test checkout in the browser, and has not
 * signed its agreement yet: their account and the order's id.
 */
export async function customerWhoPaid(
  page: Page,
  request: APIRequestContext,
  customer: { name: string; plan: PlanSlug },
) {
  const account = await newCustomer(request, customer.name);
  const { checkoutUrl, orderId } = await startCheckoutByApi(request, account.token, {
    plan: customer.plan,
    name: account.name,
    email: account.email,
  });
  await useToken(page, account.token);
  await page.goto(checkoutUrl);
  await page.getByRole('button', { name: `Pay ${formatUsd(PLANS[customer.plan].priceCents)} (test)` }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  return { ...account, orderId };
}
