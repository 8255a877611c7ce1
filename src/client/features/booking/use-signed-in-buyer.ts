import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { WIZARD_MESSAGES } from '../../../shared/schemas/booking-messages';
import { trpc } from '../../lib/trpc';
import { useAuth } from '../auth/auth-context';
import type { Wizard } from './use-wizard';

/**
 * A signed-in buyer books under their own account, and their upcoming Zoom booking is loaded and
 * prefilled (spec part 1 §4). admin_special: the signed-in admin types someone else's account, so
 * theirs is never used. Returns the buyer, if any.
 */
export function useSignedInBuyer({ special, state, edit, showSuccess }: Wizard) {
  const auth = useAuth();
  const buyer = special ? null : auth.user;
  const { email, fullName, meetingDate } = state.draft;
  useEffect(() => {
    if (!buyer) return;
    const name = buyer.name || fullName;
    if (email !== buyer.email || fullName !== name) edit({ email: buyer.email, fullName: name });
  }, [buyer, email, fullName, edit]);

  const myBooking = useQuery({
    ...trpc.schedule.myBooking.queryOptions(),
    enabled: !special && auth.status === 'signedIn',
  });
  const existing = myBooking.data ?? null;
  useEffect(() => {
    if (!existing || meetingDate) return;
    edit({
      meetingDate: existing.date,
      meetingTime: existing.time,
      zoomBookingSaved: true,
      zoomBookingId: existing.id,
    });
    showSuccess(WIZARD_MESSAGES.existingZoomBooking);
  }, [existing, meetingDate, edit, showSuccess]);
  return buyer;
}
