import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { useToast } from '../../ui/Toast';
import { usePaymentVerification, type PaymentReference } from '../payment/use-payment-verification';

/** Back from a dashboard checkout (upgrade, plan, extras): verify, tell the customer, refresh, clean the URL. */
export function CheckoutReturn({ reference }: { reference: PaymentReference }) {
  const [ref] = useState(reference);
  const verification = usePaymentVerification(ref);
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const reported = useRef(false);

  useEffect(() => {
    if (reported.current || verification.phase === 'checking' || verification.phase === 'missing') return;
    reported.current = true;
    if (verification.phase === 'success') toast('success', 'Payment received', { description: `${verification.order.description} is paid. Thank you!` });
    else toast('error', verification.message);
    void queryClient.invalidateQueries({ queryKey: trpc.customer.dashboard.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.customer.availablePlans.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
    void navigate({ to: '/dashboard', search: {}, replace: true });
  }, [verification, toast, queryClient, navigate]);

  return verification.phase === 'checking' ? (
    <p className="muted" role="status">
      Confirming your payment… (check {verification.attempt} of 10)
    </p>
  ) : null;
}
