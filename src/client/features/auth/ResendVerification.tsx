import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth-messages';
import { errorMessage, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

/** Sends a new confirmation link to the signed-in user's address, with what happened said in place. */
export function ResendVerification() {
  const resend = useMutation(trpc.auth.resendVerification.mutationOptions());
  return (
    <div className="resend-verification">
      {resend.isSuccess ? <Alert tone="success">{resend.data.message}</Alert> : null}
      {resend.isError ? (
        <Alert tone="error" onDismiss={() => resend.reset()}>
          {errorMessage(resend.error, AUTH_MESSAGES.verifyEmailFailed)}
        </Alert>
      ) : null}
      <Button variant="secondary" busy={resend.isPending} busyLabel="Sending..." onClick={() => resend.mutate()}>
        Send the link again
      </Button>
    </div>
  );
}
