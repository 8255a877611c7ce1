import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signAddendumInput } from '../../../shared/schemas/booking';
import { trpc } from '../../lib/trpc';
import { useToast } from '../../ui/Toast';
import { AddendumText, SignatureForm } from '../payment/SignAgreement';
import type { Dashboard } from './types';

type Addendum = Dashboard['agreement']['addenda'][number];

const addendumFields = signAddendumInput.pick({ signature: true, agreed: true });

/**
 * Issue 36 §8: a change of terms after signing is an addendum the customer signs. Each one waiting
 * shows above the tabs, with the text it signs; the agreement stays as it was signed.
 */
export function SignAddendumSteps({ addenda }: { addenda: Dashboard['agreement']['addenda'] }) {
  return addenda
    .filter((addendum) => addendum.signed === null)
    .map((addendum) => <SignAddendumStep key={addendum.id} addendum={addendum} />);
}

function SignAddendumStep({ addendum }: { addendum: Addendum }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const sign = useMutation(
    trpc.booking.signAddendum.mutationOptions({
      onSuccess: async (result) => {
        toast('success', result.message, { description: 'The agreement PDF now includes it.' });
        await queryClient.invalidateQueries({ queryKey: trpc.customer.dashboard.queryKey() });
      },
    }),
  );
  const titleId = `addendum-${addendum.number}-title`;
  return (
    <section className="dash-card dash-sign" aria-labelledby={titleId}>
      <h2 id={titleId}>Sign addendum {addendum.number} to your service agreement</h2>
      <p>
        We propose a change to the terms you signed. Your agreement stays as it is; the change applies once you sign it
        here.
      </p>
      <AddendumText number={addendum.number} text={addendum.text} />
      <SignatureForm
        schema={addendumFields}
        document={`addendum ${addendum.number}`}
        submitLabel="Sign Addendum"
        onSign={(signature) => sign.mutate({ addendumId: addendum.id, signature, agreed: true })}
        pending={sign.isPending}
        failure={sign.isError ? sign.error : null}
        onDismissFailure={() => sign.reset()}
      />
    </section>
  );
}
