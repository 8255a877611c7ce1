import type { OrderView } from '../../lib/api-types';
import { formatDateTime, formatPrice } from '../../lib/format';

/** admin_special is never charged and is shown as FREE (spec part 1 §9). */
export const orderAmount = (order: Pick<OrderView, 'amountCents'>) =>
  order.amountCents === 0 ? 'FREE' : formatPrice(order.amountCents);

/** Spec part 2 §3 order details: plan, amount, customer, order id, receipt id and when it was paid. */
export function OrderDetails({ order, title = 'Order details' }: { order: OrderView; title?: string }) {
  const rows: [string, string | null][] = [
    ...(order.kind === 'plan' ? [] : ([['Item', order.description]] as [string, string][])),
    ['Plan', `${order.planName} plan`],
    ['Amount', orderAmount(order)],
    ['Name', order.customerName],
    ['Email', order.customerEmail],
    ['Paid on', order.paidAt ? formatDateTime(order.paidAt) : null],
    ['Order ID', order.orderId],
    ['Receipt ID', order.receiptId],
  ];
  return (
    <section className="pay-card order-details" aria-labelledby="order-details-title">
      <h2 id="order-details-title" className="pay-card-title">
        {title}
      </h2>
      <dl>
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className={label.endsWith('ID') ? 'order-id' : undefined}>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
