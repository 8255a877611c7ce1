import { Greeting, Layout, P } from './layout';

export function PasswordReset({ name, link, minutes }: { name: string; link: string; minutes: number }) {
  return (
    <Layout title="Reset your password" action={{ label: 'Choose a new password', url: link }}>
      <Greeting name={name} />
      <P>We received a request to reset the password of your account. Use the link below to choose a new one.</P>
      <P>{`The link works once and expires in ${minutes} minutes. If you did not ask for this, you can ignore this email; your password stays the same.`}</P>
    </Layout>
  );
}

export function PasswordChanged({ name, loginUrl }: { name: string; loginUrl: string }) {
  return (
    <Layout title="Your password was changed" action={{ label: 'Sign in', url: loginUrl }}>
      <Greeting name={name} />
      <P>The password of your account was just changed, and every other device was signed out.</P>
      <P>
        If this was not you, reset your password now with &quot;Forgot Password?&quot; on the sign-in page and write to
        us.
      </P>
    </Layout>
  );
}

const SECOND_FACTOR_NEWS = {
  on: 'Two-factor authentication was turned on for your account: signing in now also asks for a code from your authenticator app. Every other device was signed out.',
  off: 'Two-factor authentication was turned off for your account: signing in asks only for your password again.',
  codes: 'New recovery codes were made for your account. The earlier ones no longer work.',
  passkey: 'A passkey was added to your account: it can now sign you in, or give the second step of signing in.',
  removed: 'A second factor was removed from your account. Signing in still asks for one of those left.',
  reset:
    'At your request, our team removed the second factors of your account: signing in asks only for your password until you turn two-factor authentication on again from your account page.',
} as const;

/** A second factor was turned on or off, or its recovery codes made again (issue 36). */
export function SecondFactorChanged({
  name,
  change,
  accountUrl,
}: {
  name: string;
  change: keyof typeof SECOND_FACTOR_NEWS;
  accountUrl: string;
}) {
  return (
    <Layout title="Your sign-in settings changed" action={{ label: 'Review my account', url: accountUrl }}>
      <Greeting name={name} />
      <P>{SECOND_FACTOR_NEWS[change]}</P>
      <P>
        If this was not you, reset your password now with &quot;Forgot Password?&quot; on the sign-in page and write to
        us.
      </P>
    </Layout>
  );
}

/** Proves the address of a new account (issue 18: nothing earlier under it is shown until then). */
export function EmailVerification({ name, link, days }: { name: string; link: string; days: number }) {
  return (
    <Layout title="Confirm your email address" action={{ label: 'Confirm my email address', url: link }}>
      <Greeting name={name} />
      <P>Please confirm that this is your email address with the link below.</P>
      <P>{`Once it is confirmed, your dashboard also shows what was booked, bought or asked under this address before you signed up. The link works once and lasts ${days} days. If you did not create an account, you can ignore this email.`}</P>
    </Layout>
  );
}

/** An account the team created: the customer chooses their own password through the link. */
export function AccountCreated({ name, planName, link }: { name: string; planName: string | null; link: string }) {
  return (
    <Layout title="Your account is ready" action={{ label: 'Choose your password', url: link }}>
      <Greeting name={name} />
      <P>
        {planName
          ? `Our team has set up your account with the ${planName} plan.`
          : 'Our team has set up an account for you.'}
      </P>
      <P>
        Choose your own password with the link below (it works once and lasts 7 days), then sign in to your dashboard to
        follow your project, send files and message us.
      </P>
    </Layout>
  );
}
