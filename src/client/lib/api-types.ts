import type { inferRouterOutputs } from '@trpc/server';
// The client's one import of server code, and only of a type: everything else the client knows of
// the server is inferred from the router below (docs/decisions/017; eslint.config.js holds the line).
import type { AppRouter } from '../../server/trpc/router';

export type { AppRouter };
/** What each procedure answers, as it arrives over the wire: `RouterOutputs['payment']['status']`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The signed-in user as the server describes them (what `auth.me` answers when signed in). */
export type PublicUser = NonNullable<RouterOutputs['auth']['me']>;
/** An order as the payment return pages, the test checkout and the project setup page see it. */
export type OrderView = RouterOutputs['payment']['status'];
/** A Zoom meeting as its owner, a manage link and the admin list see it. */
export type BookingView = RouterOutputs['schedule']['managed'];
/** One charge of the customer's billing history. */
export type ChargeView = RouterOutputs['payment']['billing'][number];
/** Whether a customer's service agreement is needed and signed, with the evidence. */
export type AgreementState = RouterOutputs['customer']['dashboard']['agreement'];

/** What a subscription yields, from the async iterable its output is typed as. */
export type Yielded<Output> = Output extends AsyncIterable<infer Value> ? Value : never;
