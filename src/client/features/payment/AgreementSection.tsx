import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { AgreementPdfButton } from './AgreementPdfButton';
import { AgreementText, SignatureForm, SignedConfirmation } from './SignAgreement';

/** Spec part 2 §2: read the agreement, sign with a typed name; a confirmation then replaces the button. */
export function AgreementSection({ order, checkoutSecret }: { order: OrderView; checkoutSecret: string | null }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const contract = useQuery(trpc.booking.contract.queryOptions({ orderId: order.orderId, checkoutSecret }));
  const sign = useMutation(
    trpc.booking.signContract.mutationOptions({
      onSuccess: async (result) => {
        toast('success', result.message);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.booking.contract.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.payment.status.queryKey() }),
        ]);
      },
    }),
  );

  // Signed here, in the booking wizard or on an earlier visit: all three count.
  const signed = sign.data ?? contract.data?.signed ?? order.contract;

  return (
    <section className="pay-card" aria-labelledby="agreement-title">
      <h2 id="agreement-title" className="pay-card-title">
        1. Sign the service agreement
      </h2>
      {contract.isPending ? (
        <p className="muted inline-loading">
          <Spinner size="small" /> Loading the agreement…
        </p>
      ) : contract.isError ? (
        <Alert tone="error">Failed to load the service agreement. Please refresh the page or contact support.</Alert>
      ) : (
        <AgreementText title={`${order.planName} plan service agreement`} sections={contract.data.sections} />
      )}

      {signed ? (
        <SignedConfirmation signature={signed.signature} signedAt={signed.signedAt}>
          <AgreementPdfButton orderId={order.orderId} checkoutSecret={checkoutSecret} />
        </SignedConfirmation>
      ) : (
        <SignatureForm
          onSign={(signature) =>
            sign.mutate({
              orderId: order.orderId,
              checkoutSecret,
              customerEmail: order.customerEmail,
              signature,
              agreementVersion: contract.data?.version,
            })
          }
          pending={sign.isPending}
          failure={sign.isError ? sign.error : null}
          onDismissFailure={() => sign.reset()}
          disabled={!contract.isSuccess}
        />
      )}
    </section>
  );
}
