import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { AUTH_MESSAGES, signupForm } from '../../../shared/schemas/auth';
import { errorMessage, fieldErrorsOf, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field, NewPasswordFields } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useAuth } from './auth-context';
import { AuthCard } from './AuthCard';

const EMPTY = { name: '', email: '', password: '', confirmPassword: '', orderId: '' };

export function SignupPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const { onSubmit, field, showServerErrors } = useSchemaForm(signupForm, EMPTY);
  const signup = useMutation(
    trpc.auth.signup.mutationOptions({
      onSuccess: async ({ token, user }, input) => {
        signIn(token, user);
        // An order is linked once the address is proven: anyone can type an order id and an address.
        const description =
          input.orderId && !user.plan
            ? `Welcome, ${user.name}! Open the link we emailed you to confirm your address; your order is linked then.`
            : `Welcome, ${user.name}!`;
        toast('success', 'Your account is ready', { description });
        await navigate({ to: '/' });
      },
      onError: (error) => showServerErrors(fieldErrorsOf(error)),
    }),
  );

  return (
    <AuthCard
      title="Create Account"
      subtitle="One account for your booking, files, revisions and messages."
      footer={
        <>
          <p>
            Already have an account? <Link to="/login">Sign in</Link>
          </p>
          <Link to="/">← Back to Home</Link>
        </>
      }
    >
      <form onSubmit={onSubmit((form) => signup.mutate(form))} className="form-stack" noValidate>
        {signup.isError ? (
          <Alert tone="error" onDismiss={() => signup.reset()}>
            {errorMessage(signup.error, AUTH_MESSAGES.signupFailed, AUTH_MESSAGES.unexpected)}
          </Alert>
        ) : null}
        <Field label="Full name" autoComplete="name" required {...field('name')} />
        <Field label="Email" type="email" autoComplete="email" required {...field('email')} />
        <NewPasswordFields password={field('password')} confirmation={field('confirmPassword')} />
        <Field
          label="Order ID"
          hint="Already paid? Enter the order ID from your receipt; it is linked once you confirm your email address."
          {...field('orderId')}
        />
        <Button type="submit" block busy={signup.isPending} busyLabel="Creating account...">
          Create Account
        </Button>
      </form>
    </AuthCard>
  );
}
