import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { signInThenReturnTo } from '../auth/return-path';
import { useMemo, type ReactNode } from 'react';
import type { OrderView } from '../../lib/api-types';
import { BRAND } from '../../../shared/brand';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { httpStatusOf, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageSpinner } from '../../ui/Spinner';
import { useAuth } from '../auth/auth-context';
import { AgreementSection } from './AgreementSection';
import { FileUploadSection } from './FileUploadSection';
import { OrderDetails } from './order-details';
import { PayActions } from './PayActions';
import { referenceOf, type OrderSearch } from './order-search';
import { ownsOrder, RefundSection } from './RefundSection';
import './payment.css';

/**
 * Spec part 2 §2 /file-upload-contract: after paying, upload files and sign the agreement, with no
 * login needed: the buyer is signed in as the order's account, or the link (from the checkout's
 * return or the receipt) carries the checkout secret of an order placed signed out. The order id
 * alone opens nothing.
 */
export function ProjectSetupPage({ search }: { search: OrderSearch }) {
  const here = useRouterState({ select: (state) => state.location.href });
  const reference = useMemo(() => referenceOf(search), [search]);
  const order = useQuery({ ...trpc.payment.status.queryOptions(reference ?? {}), enabled: reference !== null });

  let body: ReactNode;
  if (!reference) body = <Alert tone="error">{PAYMENT_MESSAGES.noOrderInfo}</Alert>;
  else if (order.isPending) body = <PageSpinner label="Loading your order…" />;
  // Not found: the order, or the proof of its buyer, is missing from this visit (an id alone opens nothing).
  else if (order.isError && httpStatusOf(order.error) === 404)
    body = (
      <Alert tone="warning">
        <p className="alert-lead">We could not open this order from this link.</p>
        <p>
          Open it from the link in your receipt email, or{' '}
          <Link to="/login" search={signInThenReturnTo(here)}>
            sign in
          </Link>{' '}
          with the account that placed it: you come back here. Still stuck? Write to{' '}
          <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>.
        </p>
      </Alert>
    );
  else if (order.isError)
    body = (
      <Alert tone="error">
        {PAYMENT_MESSAGES.orderLoadFailed} Write to <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>{' '}
        with the link you used.
      </Alert>
    );
  else
    body = (
      <OrderSetup
        order={order.data}
        checkoutSecret={search.checkout_secret ?? null}
        onRefresh={() => void order.refetch()}
        refreshing={order.isFetching}
      />
    );

  return (
    <section className="page narrow pay-page setup-page">
      <header className="page-header">
        <p className="eyebrow">Project setup</p>
        <h1>Sign the agreement and upload your files</h1>
        <p className="lead">
          Two quick steps and we can start. Your project is delivered within 10-14 business days once we have your files
          and the signed agreement.
        </p>
      </header>
      {body}
      <PayActions home="secondary" className="setup-actions">
        <Link to="/dashboard" className="btn btn-primary">
          Go to Your Dashboard
        </Link>
      </PayActions>
    </section>
  );
}

function OrderSetup({
  order,
  checkoutSecret,
  onRefresh,
  refreshing,
}: {
  order: OrderView;
  checkoutSecret: string | null;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { user } = useAuth();
  return (
    <div className="setup-stack">
      <OrderDetails order={order} />
      {order.status === 'paid' ? (
        <>
          <AgreementSection order={order} checkoutSecret={checkoutSecret} />
          {/* Spec part 2 §1: signing the contract gives access; the server refuses uploads until then. */}
          <FileUploadSection
            order={order}
            checkoutSecret={checkoutSecret}
            locked={order.kind === 'plan' && order.provider !== 'none' && order.contract === null}
          />
          {order.refundableUntil && ownsOrder(user, order) ? (
            <RefundSection order={order} refundableUntil={order.refundableUntil} />
          ) : null}
        </>
      ) : order.status === 'pending' ? (
        <Alert tone="warning">
          <p className="alert-lead">{PAYMENT_MESSAGES.orderNotPaid}</p>
          <p>If you just paid, confirmation can take a few seconds.</p>
          <Button variant="secondary" className="btn-small" busy={refreshing} busyLabel="Checking…" onClick={onRefresh}>
            Check again
          </Button>
        </Alert>
      ) : order.status === 'refunded' ? (
        <Alert tone="info">
          <p className="alert-lead">This order was refunded.</p>
          <p>{PAYMENT_MESSAGES.refunded}</p>
        </Alert>
      ) : (
        <Alert tone="error">
          <p className="alert-lead">This order was not paid, so there is nothing to set up.</p>
          <p>
            No charge was made.{' '}
            <Link to="/" hash="pricing">
              Choose a plan
            </Link>{' '}
            to start again.
          </p>
        </Alert>
      )}
    </div>
  );
}
