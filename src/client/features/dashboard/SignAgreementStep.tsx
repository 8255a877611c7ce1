import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGREEMENT_VERSION, agreementSections } from '../../../shared/content/agreement';
import { formatUsd } from '../../../shared/money';
import { PLANS } from '../../../shared/plans';
import { trpc } from '../../lib/trpc';
import { useToast } from '../../ui/Toast';
import { AgreementText, SignatureForm } from '../payment/SignAgreement';
import type { Dashboard } from './types';

/**
 * Spec part 2 §1: signing the contract gives access to the dashboard. A customer who paid and has
 * not signed gets the agreement of their plan here, before uploads, revisions and extras.
 */
export function SignAgreementStep({ agreement }: { agreement: Dashboard['agreement'] }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const sign = useMutation(
    trpc.booking.signMyAgreement.mutationOptions({
      onSuccess: async (result) => {
        toast('success', result.message, {
          description: 'You can now upload files, request revisions and buy extras.',
        });
        await queryClient.invalidateQueries({ queryKey: trpc.customer.dashboard.queryKey() });
      },
    }),
  );
  if (agreement.state !== 'unsigned' || !agreement.plan) return null;
  const plan = PLANS[agreement.plan];
  return (
    <section className="dash-card dash-sign" id="sign-agreement" aria-labelledby="sign-agreement-title">
      <h2 id="sign-agreement-title">Sign your service agreement</h2>
      <p>
        Your {plan.name} plan ({formatUsd(agreement.amountCents ?? plan.priceCents)}) is paid. Please read and sign the
        agreement so we can start: until then you cannot upload files, request revisions or buy extras.
      </p>
      <AgreementText title={`${plan.name} plan service agreement`} sections={agreementSections(agreement.plan)} />
      <SignatureForm
        onSign={(signature) => sign.mutate({ signature, agreed: true, agreementVersion: AGREEMENT_VERSION })}
        pending={sign.isPending}
        failure={sign.isError ? sign.error : null}
        onDismissFailure={() => sign.reset()}
      />
    </section>
  );
}
