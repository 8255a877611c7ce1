import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingView } from '../../lib/api-types';
import { errorMessage, trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { PageSpinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useAuth } from '../auth/auth-context';
import { BookMeetingForm } from './BookMeetingForm';
import { BookingDetails, BookingWhen } from './BookingDetails';

/** The signed-in customer's Zoom meeting: join or cancel it, or book one (spec part 2 §2 modals). */
export function ZoomBookingDialog() {
  const [open, setOpen] = useState(false);
  const booking = useQuery(trpc.schedule.myBooking.queryOptions());
  return (
    <>
      {booking.data ? <BookingWhen booking={booking.data} /> : null}
      <Button variant={booking.data ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
        {booking.data ? 'View Zoom Meeting' : 'Book Zoom Meeting'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Zoom meeting" wide>
        {booking.isPending ? (
          <PageSpinner label="Loading your meeting..." />
        ) : booking.data ? (
          <ExistingBooking booking={booking.data} />
        ) : (
          <NewBooking onBooked={() => setOpen(false)} />
        )}
      </Dialog>
    </>
  );
}

function ExistingBooking({ booking }: { booking: BookingView }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const cancel = useMutation(
    trpc.schedule.cancelMine.mutationOptions({
      onSuccess: async () => {
        toast('booking', 'Booking cancelled successfully.');
        await queryClient.invalidateQueries({ queryKey: trpc.schedule.myBooking.queryKey() });
      },
      onError: (error) => toast('error', errorMessage(error, 'Failed to cancel booking')),
    }),
  );
  return <BookingDetails booking={booking} onCancel={(reason) => cancel.mutateAsync({ reason })} />;
}

function NewBooking({ onBooked }: { onBooked: () => void }) {
  const { user } = useAuth();
  return (
    <BookMeetingForm
      attendee={user ? { name: user.name, email: user.email } : { name: '', email: '' }}
      submitLabel="Book Meeting"
      refreshKey={trpc.schedule.myBooking.queryKey()}
      onBooked={onBooked}
    />
  );
}
