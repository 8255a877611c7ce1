import { useCallback, useEffect, useRef, useState } from 'react';
import { ACCOUNT_CREATED_NOTICE_MS } from '../../../shared/rules';
import { WIZARD_MESSAGES } from '../../../shared/schemas/booking-messages';
import { errorMessage, httpStatusOf, trpcClient } from '../../lib/trpc';
import { useAuth } from '../auth/auth-context';
import type { Wizard } from './use-wizard';
import { accountAlreadyExists, AUTO_ACCOUNT_DEBOUNCE_MS, canCreateAccount, type AccountForm } from './wizard-rules';

const keyOf = (form: AccountForm) => `${form.fullName.trim()}\n${form.email.trim().toLowerCase()}\n${form.password}`;

/**
 * Spec part 1 §4 automatic account creation: once name, email and matching passwords of six or
 * more characters are typed by a signed-out visitor, sign them up (or, when the email already has
 * an account, log in with the same password). Runs once per typed combination, after typing stops.
 */
export function useAutoAccount(
  form: AccountForm,
  options: { enabled: boolean } & Pick<Wizard, 'showError' | 'showSuccess'>,
) {
  const { status, signIn } = useAuth();
  const signedIn = status === 'signedIn';
  const { enabled, showError, showSuccess } = options;
  const [pending, setPending] = useState(false);
  const tried = useRef<string | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);

  const run = useCallback(
    async (account: AccountForm): Promise<boolean> => {
      setPending(true);
      try {
        const name = account.fullName.trim();
        const email = account.email.trim();
        let session;
        try {
          session = await trpcClient.auth.signup.mutate({ name, email, password: account.password });
          showSuccess(WIZARD_MESSAGES.accountCreated, ACCOUNT_CREATED_NOTICE_MS);
        } catch (error) {
          if (!accountAlreadyExists(httpStatusOf(error), error instanceof Error ? error.message : '')) throw error;
          try {
            session = await trpcClient.auth.login.mutate({ email, password: account.password });
          } catch (refused) {
            // Spec part 1 §8 signs in on "already exists"; a wrong password there is theirs to fix
            // by signing in, which "Incorrect email or password" alone does not tell them.
            if (httpStatusOf(refused) !== 401) throw refused;
            showError(WIZARD_MESSAGES.existingAccountPassword);
            return false;
          }
        }
        if (!session.token) {
          showError(WIZARD_MESSAGES.noAccessToken);
          return false;
        }
        signIn(session.token, session.user);
        return true;
      } catch (error) {
        showError(errorMessage(error, WIZARD_MESSAGES.accountCreateFailed));
        return false;
      } finally {
        setPending(false);
      }
    },
    [showError, showSuccess, signIn],
  );

  /**
   * Makes sure the visitor has an account. `force` retries a combination that failed before (the
   * Pay button); the automatic attempts never repeat one.
   */
  const ensureAccount = useCallback(
    (account: AccountForm, force = false): Promise<boolean> => {
      if (signedIn) return Promise.resolve(true);
      if (!enabled || !canCreateAccount(account, false)) return Promise.resolve(false);
      if (inFlight.current) return inFlight.current;
      const key = keyOf(account);
      if (!force && tried.current === key) return Promise.resolve(false);
      tried.current = key;
      const attempt = run(account).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = attempt;
      return attempt;
    },
    [enabled, run, signedIn],
  );

  const { fullName, email, password, confirmPassword } = form;
  useEffect(() => {
    if (!enabled || signedIn || status === 'loading') return;
    const account = { fullName, email, password, confirmPassword };
    if (!canCreateAccount(account, false) || tried.current === keyOf(account)) return;
    const timer = setTimeout(() => void ensureAccount(account), AUTO_ACCOUNT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [enabled, signedIn, status, fullName, email, password, confirmPassword, ensureAccount]);

  return { ensureAccount, pending, signedIn };
}
