import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { BOOKING_DONE_REDIRECT_MS, WIZARD_ADVANCE_MS } from '../../../shared/rules';
import { WIZARD_MESSAGES } from '../../../shared/schemas/booking-messages';
import { errorMessage, httpStatusOf, trpc, trpcClient } from '../../lib/trpc';
import type { useAutoAccount } from './use-auto-account';
import { clockNow, type Wizard } from './use-wizard';
import { completionInput, prefixedFailure, SPECIAL_ACCOUNT_FAILED } from './wizard-rules';
import { accountForm, nextMove } from './wizard-state';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** Previous and Next Step (Complete Booking on the last step): the reducer decides, this runs the calls. */
export function useWizardNav(
  wizard: Wizard,
  account: Pick<ReturnType<typeof useAutoAccount>, 'ensureAccount' | 'signedIn'>,
) {
  const { plan, state, act, setBusy, showError, showSuccess, edit, goTo, later, finish } = wizard;
  const { ensureAccount, signedIn } = account;
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function saveSpecialAccount() {
    const email = state.draft.email.trim().toLowerCase();
    setBusy('account');
    try {
      const result = await trpcClient.booking.specialAccount.mutate({
        fullName: state.draft.fullName.trim(),
        email,
        password: state.passwords.password,
      });
      edit({ accountSavedFor: email });
      showSuccess(result.message);
      setBusy('advance');
      // Spec part 1 §4: admin_special advances 1.5 s after the account is made.
      later(() => {
        setBusy(null);
        goTo(3);
      }, WIZARD_ADVANCE_MS);
    } catch (error) {
      setBusy(null);
      showError(errorMessage(error, SPECIAL_ACCOUNT_FAILED));
    }
  }

  async function complete() {
    setBusy('complete');
    try {
      const result = await trpcClient.booking.complete.mutate(completionInput(plan.slug, state.draft));
      finish();
      act({ type: 'done' });
      showSuccess(result.message);
      void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
      later(() => void navigate({ to: '/dashboard' }), BOOKING_DONE_REDIRECT_MS);
    } catch (error) {
      setBusy(null);
      showError(
        prefixedFailure(
          WIZARD_MESSAGES.completeFailedPrefix,
          WIZARD_MESSAGES.completeFailed,
          httpStatusOf(error),
          messageOf(error),
        ),
      );
    }
  }

  function next() {
    const clock = clockNow();
    const move = nextMove(state, signedIn, clock);
    act({ type: 'next', signedIn, clock });
    if (move.kind === 'saveSpecialAccount') void saveSpecialAccount();
    else if (move.kind === 'complete') void complete();
    else if (move.createAccount) void ensureAccount(accountForm(state));
  }

  const previous = () => void act({ type: 'back' });

  return { next, previous };
}
