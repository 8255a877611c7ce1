import type { Ref } from 'react';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment-messages';
import { httpStatusOf, trpcClient } from '../../lib/trpc';
import { useAttemptKey } from '../payment/use-attempt-key';
import type { Verification } from '../payment/use-payment-verification';
import { PaymentStep, type PaymentStepProps } from './PaymentStep';
import type { useAutoAccount } from './use-auto-account';
import { useCheckoutReturned } from './use-payment-return';
import type { Wizard } from './use-wizard';
import { isPaid, paymentErrorText } from './wizard-rules';
import { accountForm, payProblem, specialAccountSaved } from './wizard-state';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** Step 2 in the wizard: the account (made before paying), Pay, and a payment return's result. */
export function WizardStepPayment({
  wizard,
  account,
  buyer,
  verification,
  headingRef,
}: {
  wizard: Wizard;
  account: ReturnType<typeof useAutoAccount>;
  buyer: PaymentStepProps['buyer'];
  verification: (Verification & { retry: () => void }) | null;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { plan, special, state, act, edit, setPasswords, setBusy, showError, showSuccess, goTo } = wizard;
  const { draft, busy } = state;
  const { ensureAccount, signedIn } = account;
  const attempt = useAttemptKey();
  const paid = isPaid(draft);
  const returnedFromCheckout = useCheckoutReturned();

  async function pay() {
    act({ type: 'clearMessages' });
    const problem = payProblem(state, signedIn);
    if (problem) return showError(problem.message, problem.rule);
    setBusy('pay');
    // The account comes first: the draft never holds passwords, so it cannot be made after the redirect.
    if (!signedIn && !(await ensureAccount(accountForm(state), true))) return setBusy(null);
    try {
      const result = await trpcClient.payment.process.mutate({
        plan: plan.slug,
        paymentMethod: draft.paymentMethod,
        customerName: (buyer?.name || draft.fullName).trim(),
        customerEmail: buyer?.email ?? draft.email.trim(),
        returnTo: 'wizard',
        attemptKey: attempt.key,
      });
      attempt.renew();
      if (result.status === 'checkout') {
        window.location.assign(result.checkoutUrl);
        return;
      }
      // Spec part 1 §4: a plan with nothing to pay completes at once and keeps its order id.
      edit({ orderId: result.orderId, checkoutSecret: result.checkoutSecret ?? null, paymentCompleted: true });
      showSuccess(result.message);
      setBusy(null);
    } catch (error) {
      attempt.renew();
      setBusy(null);
      showError(paymentErrorText(httpStatusOf(error), messageOf(error)));
    }
  }

  return (
    <PaymentStep
      plan={plan}
      draft={draft}
      update={edit}
      headingRef={headingRef}
      special={special}
      buyer={buyer}
      passwords={state.passwords}
      onPasswordsChange={setPasswords}
      accountSaved={special ? specialAccountSaved(draft) : signedIn}
      accountSaving={account.pending || busy === 'account'}
      verification={verification && !paid ? verification : null}
      paid={paid}
      returnedFromCheckout={returnedFromCheckout}
      paying={busy === 'pay'}
      onPay={() => void pay()}
      onContinue={() => goTo(3)}
      alreadyHasPlan={state.error?.message === PAYMENT_MESSAGES.alreadyHasPlan}
    />
  );
}
