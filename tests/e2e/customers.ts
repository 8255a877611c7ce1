import type { APIRequestContext } from '@playwright/test';
import { buyPlanByApi, signAgreementByApi, signUpByApi, uniqueEmail } from './fixtures';

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
