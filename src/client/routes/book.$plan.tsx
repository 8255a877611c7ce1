import { createFileRoute, Link, notFound, redirect } from '@tanstack/react-router';
import type { PageAddress } from '../../shared/pages';
import { WIZARD_MESSAGES } from '../../shared/schemas/booking-messages';
import { bookingMeta } from '../../shared/seo';
import { bookSearch } from '../features/booking/book-search';
import { BookingPage } from '../features/booking/BookingPage';
import { parsePlanParam } from '../features/booking/plan-param';
import { STEP_SCREEN_MODULES, stepScreenName } from '../features/booking/wizard-screens';
import { bookingPricingKey } from '../features/booking/pricing-key';
import { Alert } from '../ui/Alert';

/** What the address says of the wizard: a payment provider's return, or the later step (2 to 5) it opens at. */
function wizardAddress({ params, search }: PageAddress) {
  const { step, order_id, session_id } = bookSearch(Object.fromEntries(search));
  // A return resumes the visitor's draft at its own step, whatever the address says.
  const paymentReturn = Boolean(order_id || session_id);
  const laterStep = paymentReturn ? null : (step ?? null);
  const screen = laterStep ? stepScreenName(laterStep, params.plan === 'admin_special') : null;
  return { paymentReturn, laterStep, screen };
}

export const Route = createFileRoute('/book/$plan')({
  staticData: {
    page: {
      // Rendered as a new visitor first sees it: step 1 (the plan and its price), and the payment
      // step when the address names it (its form empty, as the browser shows it until it has filled
      // in a stored draft). The steps after payment follow only from a visitor's own draft, which
      // only the browser has, and so does a payment provider's return with its order.
      render: (address) => {
        const { paymentReturn, screen } = wizardAddress(address);
        return paymentReturn || (screen && screen !== 'payment') ? 'client' : 'server';
      },
      meta: ({ params }) => bookingMeta(params.plan!),
      // Each later step is a page (or shell) of its own, whatever else the query holds.
      query: {
        kind: 'view',
        keep: (search) => {
          const { laterStep } = wizardAddress({ params: {}, search });
          return laterStep ? [['step', String(laterStep)]] : [];
        },
      },
      screen: (address) => {
        const { screen } = wizardAddress(address);
        return screen ? STEP_SCREEN_MODULES[screen] : null;
      },
    },
  },
  // The wizard's step (2 to 5), and the payment provider's order_id and session_id on its return.
  validateSearch: bookSearch,
  // Spec part 1 §2: the plan is case-insensitive; a wrong-case URL moves to the lowercase one.
  beforeLoad: ({ params, search }) => {
    const parsed = parsePlanParam(params.plan);
    if (parsed.kind === 'wrongCase')
      throw redirect({ to: '/book/$plan', params: { plan: parsed.plan }, search, replace: true });
    // An unknown plan is a missing page (404 from the server) that says which plans exist.
    if (parsed.kind === 'invalid') throw notFound();
  },
  // On the server, the page is rendered for a new visitor: the plans anyone may book come with it,
  // so step 1 arrives filled in. In the browser the page asks itself, with its timeout and Retry.
  // A later step opened by its address (a reload, a link back) has its code fetched before the page
  // shows: in the browser, shown first with a spinner, the page would jump when the step arrived;
  // on the server, the payment step renders rather than suspends (decision 031). The steps' loader
  // is itself imported here, as the wizard's page imports it: route options load with every page.
  loaderDeps: ({ search }) => ({ step: search.step }),
  loader: async ({ context: { queryClient, api }, params, deps: { step: later } }) => {
    const step = later
      ? import('../features/booking/step-screens')
          .then(({ loadStep }) => loadStep(later, params.plan === 'admin_special'))
          .catch(() => undefined)
      : null;
    if (typeof document !== 'undefined') return void (await step);
    await Promise.all([
      step,
      queryClient.prefetchQuery({ queryKey: bookingPricingKey(null), queryFn: () => api.content.pricing.query() }),
    ]);
  },
  notFoundComponent: InvalidPlan,
  component: BookPlanRoute,
});

function InvalidPlan() {
  const { plan } = Route.useParams();
  return (
    <section className="page narrow">
      <h1>Book your plan</h1>
      <Alert tone="error">{WIZARD_MESSAGES.invalidPlan(plan)}</Alert>
      <Link to="/" className="btn btn-secondary">
        Back to Home
      </Link>
    </section>
  );
}

function BookPlanRoute() {
  const { plan } = Route.useParams();
  const search = Route.useSearch();
  const parsed = parsePlanParam(plan);
  // beforeLoad has sent any other kind of plan away.
  if (parsed.kind !== 'ok') return null;
  const paymentReturn =
    search.order_id || search.session_id
      ? { orderId: search.order_id, sessionId: search.session_id, checkoutSecret: search.checkout_secret ?? null }
      : null;
  return <BookingPage plan={parsed.plan} urlStep={search.step ?? null} paymentReturn={paymentReturn} />;
}
