import { Link } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, type Ref } from 'react';
import type { PublicUser } from '../../lib/api-types';
import type { Plan } from '../../../shared/plans';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/schemas/payment-messages';
import { formatPrice } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Field, NewPasswordFields } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import type { Verification } from '../payment/use-payment-verification';
import { BookingPanel } from './BookingPanel';
import { planPrice } from './PlanStep';
import { StepHeading } from './StepHeading';
import { textBinding } from './text-binding';
import type { AccountForm, BookingDraft } from './wizard-rules';

const METHOD_LABELS: Record<PaymentMethod, { title: string; detail: string }> = {
  stripe: { title: 'Card', detail: 'Visa, Mastercard, Amex and more, through Stripe' },
  paypal: { title: 'PayPal', detail: 'Pay with your PayPal balance or linked card' },
};

export interface PaymentStepProps {
  plan: Plan;
  draft: BookingDraft;
  update: (changes: Partial<BookingDraft>) => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** admin_special: the admin types the customer's account and nothing is paid. */
  special: boolean;
  /** The signed-in buyer (regular plans); their account replaces the form. */
  buyer: PublicUser | null;
  passwords: Pick<AccountForm, 'password' | 'confirmPassword'>;
  onPasswordsChange: (passwords: Pick<AccountForm, 'password' | 'confirmPassword'>) => void;
  accountSaved: boolean;
  accountSaving: boolean;
  /** The check of a payment the provider just sent the visitor back from, if any. */
  verification: (Verification & { retry: () => void }) | null;
  paid: boolean;
  /** Back from the checkout: the next action takes focus, as a new step's title does (WCAG 2.4.3). */
  returnedFromCheckout: boolean;
  paying: boolean;
  onPay: () => void;
  onContinue: () => void;
  /** The server refused a second plan: point to the dashboard. */
  alreadyHasPlan: boolean;
}

/**
 * What a visitor typed or chose in the server's copy of the step (decision 026) before the app took
 * over: the fields' values as the page shows them, where they differ from what it was rendered with.
 */
function readEarlyInput(element: HTMLElement, { draft, update, passwords, onPasswordsChange }: PaymentStepProps): void {
  const value = (name: string) => element.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
  const changes: Partial<BookingDraft> = {};
  const fullName = value('fullName');
  const email = value('email');
  if (fullName !== undefined && fullName !== draft.fullName) changes.fullName = fullName;
  if (email !== undefined && email !== draft.email) changes.email = email;
  const method = element.querySelector<HTMLInputElement>('input[name="paymentMethod"]:checked')?.value;
  if (method && method !== draft.paymentMethod && (PAYMENT_METHODS as readonly string[]).includes(method))
    changes.paymentMethod = method as PaymentMethod;
  if (Object.keys(changes).length > 0) update(changes);
  const password = value('password') ?? passwords.password;
  const confirmPassword = value('confirmPassword') ?? passwords.confirmPassword;
  if (password !== passwords.password || confirmPassword !== passwords.confirmPassword)
    onPasswordsChange({ password, confirmPassword });
}

/** Step 2 Secure Payment (spec part 1 §2): account, summary, refund policy, method and Pay. */
export function PaymentStep(props: PaymentStepProps) {
  const { plan, special, headingRef } = props;
  // The server renders this step for a new visitor, who may type before the app has started: read
  // it in the commit that mounts the step, before the browser can deliver another keystroke. Not
  // with useTakeover, whose state change would render the step twice before its first paint.
  const layoutRef = useRef<HTMLDivElement>(null);
  const mountProps = useRef(props);
  useLayoutEffect(() => {
    if (layoutRef.current) readEarlyInput(layoutRef.current, mountProps.current);
  }, []);
  return (
    <>
      <StepHeading
        ref={headingRef}
        intro={
          special
            ? "Create the customer's account. The Admin Special plan has nothing to pay."
            : 'Create your account and pay the one-time fee securely.'
        }
      >
        Secure Payment
      </StepHeading>
      <div className="payment-layout" ref={layoutRef}>
        <AccountPanel {...props} />
        <BookingPanel titleId="summary-title" title="Payment summary">
          <dl className="payment-summary">
            <div>
              <dt>Plan</dt>
              <dd>{plan.name}</dd>
            </div>
            <div>
              <dt>One-time price</dt>
              <dd>{planPrice(plan)}</dd>
            </div>
            <div>
              <dt>Monthly</dt>
              <dd>$0</dd>
            </div>
            <div className="payment-total">
              <dt>Total due today</dt>
              <dd>{planPrice(plan)}</dd>
            </div>
          </dl>
          <div className="refund-box">
            <p className="refund-title">24-hour refund policy</p>
            <p>
              Changed your mind? Ask within 24 hours of purchase for a full refund. After 24 hours all sales are final.
            </p>
          </div>
          {special ? (
            <p className="booking-note">No payment is taken for the Admin Special plan.</p>
          ) : (
            <PaymentPanel {...props} />
          )}
        </BookingPanel>
      </div>
    </>
  );
}

function AccountPanel({
  special,
  buyer,
  draft,
  update,
  passwords,
  onPasswordsChange,
  accountSaved,
  accountSaving,
}: PaymentStepProps) {
  const text = (key: 'fullName' | 'email') => textBinding(draft, update, key);
  const password = (key: 'password' | 'confirmPassword') =>
    textBinding(passwords, (changes) => onPasswordsChange({ ...passwords, ...changes }), key);
  return (
    <BookingPanel titleId="account-title" title={special ? 'Customer account' : 'Your account'}>
      {buyer ? (
        <div className="signed-in-as">
          <p>
            Signed in as <strong>{buyer.name || draft.fullName}</strong>
          </p>
          <p className="muted">{buyer.email}</p>
          <p className="muted">Your booking is saved to this account; no password needed.</p>
        </div>
      ) : (
        <div className="form-stack">
          <Field label="Full name" autoComplete={special ? 'off' : 'name'} required {...text('fullName')} />
          <Field label="Email" type="email" autoComplete={special ? 'off' : 'email'} required {...text('email')} />
          <NewPasswordFields password={password('password')} confirmation={password('confirmPassword')} />
        </div>
      )}
      <p className="booking-note autosave-note">
        {special
          ? "The customer's account is created when you continue. Your progress on this page is saved automatically."
          : buyer
            ? 'Auto-save is on: your progress is kept on this device, so you can leave and come back anytime.'
            : 'Auto-save is on: your details are kept on this device as you type, and your account is created as soon as the form is complete, so you can leave and come back anytime.'}
      </p>
      <p className="account-status" aria-live="polite">
        {accountSaved ? (
          <span className="account-saved">✓ Account saved</span>
        ) : accountSaving ? (
          <span className="muted">
            <Spinner size="small" /> Saving your account...
          </span>
        ) : null}
      </p>
    </BookingPanel>
  );
}

function PaymentPanel({
  plan,
  draft,
  update,
  verification,
  paid,
  paying,
  onPay,
  onContinue,
  alreadyHasPlan,
  returnedFromCheckout,
}: PaymentStepProps) {
  const continueButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (paid && returnedFromCheckout) continueButton.current?.focus();
  }, [paid, returnedFromCheckout]);
  if (paid) {
    return (
      <div className="paid-panel" role="status">
        <p className="paid-title">✓ Payment successful</p>
        <p>Thank you! Your {plan.name} plan is paid and a receipt is on its way to your inbox.</p>
        {draft.orderId ? (
          <p className="paid-order">
            Order ID: <span>{draft.orderId}</span>
          </p>
        ) : null}
        <Button ref={continueButton} onClick={onContinue}>
          Continue to Next Step
        </Button>
      </div>
    );
  }
  if (verification?.phase === 'checking') {
    return (
      <div className="verify-panel" role="status">
        <Spinner size="medium" />
        <p>
          Confirming your payment with the provider...{' '}
          <span className="muted">(check {verification.attempt} of 10)</span>
        </p>
      </div>
    );
  }
  return (
    <div className="form-stack">
      <fieldset className="method-choice">
        <legend className="field-label">Payment method</legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className={`method-option${draft.paymentMethod === method ? ' selected' : ''}`}>
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={draft.paymentMethod === method}
              onChange={() => update({ paymentMethod: method })}
            />
            <span>
              <span className="method-title">{METHOD_LABELS[method].title}</span>
              <span className="method-detail">{METHOD_LABELS[method].detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="security-note">
        <LockIcon /> Payments are processed by Stripe or PayPal over an encrypted connection. We never see or store your
        card details.
      </p>
      {verification && (verification.phase === 'timeout' || verification.phase === 'error') ? (
        <Button variant="secondary" onClick={verification.retry}>
          Check payment again
        </Button>
      ) : null}
      <Button block onClick={onPay} busy={paying} busyLabel="Opening secure checkout...">
        Pay {formatPrice(plan.priceCents)} securely
      </Button>
      {alreadyHasPlan ? (
        <p className="muted">
          Manage your current plan from <Link to="/dashboard">your dashboard</Link>.
        </p>
      ) : null}
    </div>
  );
}

function LockIcon() {
  return (
    <svg className="security-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M8 1a3.5 3.5 0 0 0-3.5 3.5V6H4a1.5 1.5 0 0 0-1.5 1.5v6A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-6A1.5 1.5 0 0 0 12 6h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 5H6V4.5a2 2 0 1 1 4 0V6Z"
      />
    </svg>
  );
}
