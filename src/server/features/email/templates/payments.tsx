import { PAYMENT_MESSAGES } from '../../../../shared/schemas/payment';
import { Facts, Greeting, Layout, P } from './layout';

/** `facts` are the receipt's lines in the order a bookkeeper reads them; `link` the order page or Billing. */
export function Receipt({
  name,
  facts,
  link,
  plan,
}: {
  name: string;
  facts: [string, string][];
  link: string;
  plan: boolean;
}) {
  return (
    <Layout title="Payment received" action={{ label: plan ? 'Open your order page' : 'Open Billing', url: link }}>
      <Greeting name={name} />
      <P>Thank you for your purchase. This is your receipt.</P>
      <Facts facts={facts} />
      <P>You can request a full refund within 24 hours of purchase; after that all sales are final.</P>
      <P>
        {plan
          ? 'Next: upload your project files and review your service agreement on your order page.'
          : 'Your receipts are also in Billing on your dashboard, ready to print.'}
      </P>
    </Layout>
  );
}

export function AdminOrderNotice({
  orderId,
  description,
  amount,
  name,
  email,
}: {
  orderId: string;
  description: string;
  amount: string;
  name: string;
  email: string;
}) {
  return (
    <Layout title="New order">
      <P>{`New order ${orderId}: ${description} for ${amount}.`}</P>
      <P>{`Customer: ${name} <${email}>.`}</P>
    </Layout>
  );
}

/** A signature voided by the team: why, and the way to sign again. */
export function AgreementVoided({ name, reason, link }: { name: string; reason: string; link: string }) {
  return (
    <Layout title="Your agreement needs your signature again" action={{ label: 'Sign the agreement', url: link }}>
      <Greeting name={name} />
      <P>{`We have set aside the signature on your service agreement: ${reason}`}</P>
      <P>
        Nothing else about your order changes. Please read the agreement and sign it again; until then we cannot take
        uploads or requests for your project.
      </P>
    </Layout>
  );
}

/** The team proposes a change of terms: what it says, and where the customer signs it. */
export function AgreementAddendum({
  name,
  number,
  change,
  link,
}: {
  name: string;
  number: number;
  change: string;
  link: string;
}) {
  return (
    <Layout title={`Addendum ${number} to your service agreement`} action={{ label: 'Read and sign it', url: link }}>
      <Greeting name={name} />
      <P>{`We have written addendum ${number} to your service agreement, a change of terms we ask you to sign:`}</P>
      <P>{change}</P>
      <P>
        Your agreement stays as you signed it; the change applies once you sign the addendum in your dashboard, where
        you can also download the agreement with its addenda as a PDF.
      </P>
    </Layout>
  );
}

/** The admins of payments hear that a customer signed an addendum. */
export function AdminAddendumSigned({
  customer,
  number,
  agreementId,
  orderId,
}: {
  customer: string;
  number: number;
  agreementId: string;
  orderId: string;
}) {
  return (
    <Layout title="Addendum signed">
      <P>{`${customer} signed addendum ${number} to service agreement ${agreementId} (order ${orderId}).`}</P>
    </Layout>
  );
}

export function Refund({
  name,
  orderId,
  description,
  summary,
  outcome,
  planWithdrawn,
}: {
  name: string;
  orderId: string;
  /** The order as its receipt names it: "Upgrade from Starter to Pro"; null in refunds queued before it was kept. */
  description: string | null;
  /** "Refunded $300 in full", "Refunded $100 of $150". */
  summary: string;
  /** What that means for the customer, in their words: "Your Pro plan stays active." */
  outcome: string;
  /** The plan itself went back: the customer is leaving, not adjusting an order. */
  planWithdrawn: boolean;
}) {
  return (
    <Layout title="Refund issued">
      <Greeting name={name} />
      <P>{`${summary} for your order ${orderId}${description ? ` (${description})` : ''}. ${outcome}`}</P>
      <P>{PAYMENT_MESSAGES.refundTiming}</P>
      {planWithdrawn ? (
        <P>We are sorry to see you go. If you change your mind, our plans are always one click away.</P>
      ) : null}
    </Layout>
  );
}

/** What an email about one of the customer's charges says it about: `link` is their Billing view. */
interface ChargeNoticeProps {
  name: string;
  description: string;
  amount: string;
  link: string;
}

/** The team cancelled a charge awaiting payment: nothing is owed for it. */
export function ChargeCancelled({ name, description, amount, link }: ChargeNoticeProps) {
  return (
    <Layout title="A charge was cancelled" action={{ label: 'See your billing', url: link }}>
      <Greeting name={name} />
      <P>{`Our team cancelled the charge for ${description} (${amount}). You owe nothing for it, and it can no longer be paid.`}</P>
      <P>If you still want it, request it again from your dashboard, or reply to this email.</P>
    </Layout>
  );
}

/** An admin's reminder of a charge awaiting payment, with the way to pay it. */
export function PaymentLink({ name, description, amount, link }: ChargeNoticeProps) {
  return (
    <Layout title="A payment is waiting" action={{ label: 'Pay now', url: link }}>
      <Greeting name={name} />
      <P>{`${description} (${amount}) is still awaiting payment.`}</P>
      <P>You can pay it from the Billing section of your dashboard; sign in with this email address to see it.</P>
    </Layout>
  );
}
