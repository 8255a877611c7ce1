import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { formatUsd } from '../../../shared/money';
import { pacificToday } from '../../../shared/schedule';
import { BOOKKEEPING_MESSAGES, PAYMENTS_LISTED } from '../../../shared/schemas/bookkeeping';
import { formatDate } from '../../lib/format';
import { downloadWithSession } from '../../lib/rest';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DownloadButton } from '../../ui/DownloadButton';
import { DataTable, type Column } from '../../ui/DataTable';
import { ConfirmDialog } from '../../ui/Dialog';
import { PageSpinner } from '../../ui/Spinner';
import type { AwaitingCharge, MonthlyRevenue, ReceivedPayment } from './types';
import { RefundDialog, refundableCents } from './RefundDialog';
import { adminRefresh, useAdminAction } from './use-admin';
import { EmptyState } from '../../ui/EmptyState';
import { AdminSection } from './AdminSection';

/** Issue 19 bookkeeping: charges awaiting payment with what to do about them, revenue per month, the CSV export. */
export function PaymentsTab() {
  return (
    <AdminSection title="Payments" actions={<ExportChargesButton />}>
      <AwaitingCharges />
      <ReceivedPayments />
      <RevenueByMonth />
    </AdminSection>
  );
}

function ExportChargesButton() {
  return (
    <DownloadButton
      download={() =>
        downloadWithSession(
          '/api/admin/charges.csv',
          `charges-${pacificToday()}.csv`,
          BOOKKEEPING_MESSAGES.exportFailed,
        )
      }
      failure={BOOKKEEPING_MESSAGES.exportFailed}
      done={BOOKKEEPING_MESSAGES.exported}
      busyLabel="Exporting..."
    >
      Export all charges (CSV)
    </DownloadButton>
  );
}

interface ChargeRow {
  orderId: string;
  name: string;
  email: string;
  description: string;
  amountCents: number;
}

/**
 * One of the tab's lists of charges: loading, failed, or the table, which starts with whose
 * charge it is, what for and how much (`amountHeader`), then `columns`.
 */
function ChargeTable<Row extends ChargeRow>({
  query,
  loadingLabel,
  amountHeader,
  columns,
  ...table
}: {
  query: UseQueryResult<Row[], unknown>;
  loadingLabel: string;
  caption: string;
  empty: string;
  amountHeader: string;
  columns: Column<Row>[];
}) {
  if (query.isPending) return <PageSpinner label={loadingLabel} />;
  if (query.isError) return <Alert tone="error">{BOOKKEEPING_MESSAGES.loadFailed}</Alert>;
  const leading: Column<ChargeRow>[] = [
    {
      header: 'Customer',
      cell: (charge) => (
        <span>
          {charge.name}
          <br />
          <span className="muted">{charge.email}</span>
        </span>
      ),
    },
    { header: 'Charge', cell: (charge) => charge.description },
    { header: amountHeader, cell: (charge) => formatUsd(charge.amountCents) },
  ];
  return <DataTable rows={query.data} rowKey={(row) => row.orderId} columns={[...leading, ...columns]} {...table} />;
}

function AwaitingCharges() {
  const charges = useQuery({ ...trpc.admin.awaitingCharges.queryOptions(), ...adminRefresh });
  return (
    <section className="admin-stack" aria-labelledby="awaiting-title">
      <h3 id="awaiting-title">Awaiting payment{charges.data ? ` (${charges.data.length})` : ''}</h3>
      <ChargeTable
        query={charges}
        loadingLabel="Loading charges..."
        caption="Charges awaiting payment"
        empty="No charges are awaiting payment."
        amountHeader="Amount"
        columns={[
          { header: 'Since', cell: (charge) => formatDate(charge.createdAt) },
          { header: 'Actions', actions: true, cell: (charge) => <ChargeActions charge={charge} /> },
        ]}
      />
    </section>
  );
}

function ChargeActions({ charge }: { charge: AwaitingCharge }) {
  const run = useAdminAction();
  const resend = useMutation(trpc.admin.resendPaymentLink.mutationOptions());
  const cancel = useMutation(trpc.admin.cancelCharge.mutationOptions());
  return (
    <div className="row-actions">
      <Button
        variant="secondary"
        className="btn-small"
        busy={resend.isPending}
        busyLabel="Sending..."
        aria-label={`Resend the payment link for ${charge.description} to ${charge.email}`}
        onClick={() =>
          void run(() => resend.mutateAsync({ orderId: charge.orderId }), {
            failure: BOOKKEEPING_MESSAGES.resendFailed,
          })
        }
      >
        Resend payment link
      </Button>
      <ConfirmDialog
        trigger={
          <Button
            variant="danger"
            className="btn-small"
            aria-label={`Cancel the charge for ${charge.description} of ${charge.email}`}
          >
            Cancel charge
          </Button>
        }
        title="Cancel this charge?"
        description={`${charge.name} will no longer owe ${formatUsd(charge.amountCents)} for ${charge.description}, and what it was to pay for is turned down.`}
        confirmLabel="Cancel Charge"
        onConfirm={() =>
          run(() => cancel.mutateAsync({ orderId: charge.orderId }), { failure: BOOKKEEPING_MESSAGES.cancelFailed })
        }
      />
    </div>
  );
}

function ReceivedPayments() {
  const payments = useQuery({ ...trpc.admin.receivedPayments.queryOptions(), ...adminRefresh });
  const [refunding, setRefunding] = useState<ReceivedPayment | null>(null);
  return (
    <section className="admin-stack" aria-labelledby="received-title">
      <h3 id="received-title">Payments received</h3>
      <p className="muted revenue-note">The latest {PAYMENTS_LISTED}, newest first; the CSV export has every charge.</p>
      <ChargeTable
        query={payments}
        loadingLabel="Loading payments..."
        caption="Payments received"
        empty="No payments yet."
        amountHeader="Paid"
        columns={[
          {
            header: 'Refunded',
            cell: (payment) => (payment.refundedCents > 0 ? formatUsd(payment.refundedCents) : '—'),
          },
          { header: 'Paid on', cell: (payment) => (payment.paidAt ? formatDate(payment.paidAt) : '—') },
          {
            header: 'Actions',
            actions: true,
            cell: (payment) =>
              refundableCents(payment) > 0 ? (
                <Button
                  variant="secondary"
                  className="btn-small"
                  aria-label={`Refund ${payment.description} of ${payment.email}`}
                  onClick={() => setRefunding(payment)}
                >
                  Refund...
                </Button>
              ) : (
                <span className="muted">Refunded</span>
              ),
          },
        ]}
      />
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </section>
  );
}

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const describeMonth = (month: string) => monthName.format(new Date(`${month}-01T12:00:00Z`));

function RevenueByMonth() {
  const revenue = useQuery({ ...trpc.admin.revenue.queryOptions(), ...adminRefresh });
  return (
    <section className="admin-stack" aria-labelledby="revenue-month-title">
      <h3 id="revenue-month-title">Revenue by month</h3>
      <p className="muted revenue-note">
        Pacific time. A payment counts in the month it was paid, a refund in the month it was paid back, an unpaid
        charge in the month it was made.
      </p>
      {revenue.isPending ? (
        <PageSpinner label="Loading revenue..." />
      ) : revenue.isError ? (
        <Alert tone="error">{BOOKKEEPING_MESSAGES.loadFailed}</Alert>
      ) : revenue.data.months.length === 0 ? (
        <EmptyState icon="inbox">No charges yet.</EmptyState>
      ) : (
        <RevenueTable revenue={revenue.data} />
      )}
    </section>
  );
}

const AMOUNT_COLUMNS = [
  ['Paid', 'paidCents'],
  ['Refunded', 'refundedCents'],
  ['Outstanding', 'outstandingCents'],
  ['Net', 'netCents'],
] as const;

function RevenueTable({ revenue }: { revenue: MonthlyRevenue }) {
  return (
    <div className="table-wrap">
      <table className="data-table stack-table revenue-table">
        <caption className="sr-only">Revenue by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {AMOUNT_COLUMNS.map(([label]) => (
              <th key={label} scope="col" className="amount">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {revenue.months.map((row) => (
            <tr key={row.month}>
              <td data-label="Month">{describeMonth(row.month)}</td>
              {AMOUNT_COLUMNS.map(([label, key]) => (
                <td key={key} data-label={label} className="amount">
                  {formatUsd(row[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td data-label="Month">Total</td>
            {AMOUNT_COLUMNS.map(([label, key]) => (
              <td key={key} data-label={`Total ${label.toLowerCase()}`} className="amount">
                {formatUsd(revenue.totals[key])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
