import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog, Dialog } from '../../ui/Dialog';
import { PageSpinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { BookMeetingForm } from './BookMeetingForm';
import { describeDate } from './calendar';
import { pacificLabel } from './MeetingPicker';
import './schedule.css';

/** Spec part 2 §2, admin version: every booking with cancel, and booking for a customer. */
export function AdminZoomDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Manage Zoom Bookings</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Zoom bookings" wide>
        <BookingList />
        <BookForCustomer />
      </Dialog>
    </>
  );
}

function BookingList() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const bookings = useQuery(trpc.schedule.adminBookings.queryOptions());
  const cancel = useMutation(
    trpc.schedule.adminCancel.mutationOptions({
      onSuccess: async (result) => {
        toast('booking', result.message);
        await queryClient.invalidateQueries({ queryKey: trpc.schedule.adminBookings.queryKey() });
      },
      onError: (error) => toast('error', errorMessage(error, 'Failed to cancel customer booking')),
    }),
  );
  if (bookings.isPending) return <PageSpinner label="Loading bookings..." />;
  if (bookings.isError) return <Alert tone="error">Failed to load Zoom bookings.</Alert>;
  const upcoming = bookings.data.filter((booking) => booking.isUpcoming);
  return (
    <section aria-labelledby="zoom-bookings-title">
      <h3 id="zoom-bookings-title">Upcoming bookings ({upcoming.length})</h3>
      {upcoming.length === 0 ? (
        <p className="empty-state">No upcoming Zoom bookings.</p>
      ) : (
        <ul className="booking-list">
          {upcoming.map((booking) => (
            <li key={booking.id}>
              <div>
                <strong>{booking.name}</strong> <span className="muted">{booking.email}</span>
                <br />
                {describeDate(booking.date)}, {pacificLabel(booking.date, booking.time)}
              </div>
              <ConfirmDialog
                trigger={<Button variant="secondary">Cancel</Button>}
                title={`Cancel ${booking.name}'s meeting?`}
                description={`The consultation on ${describeDate(booking.date)} is cancelled and ${booking.email} is told by email.`}
                confirmLabel="Cancel Booking"
                onConfirm={() => cancel.mutateAsync({ email: booking.email }).catch(() => undefined)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BookForCustomer() {
  return (
    <section aria-labelledby="book-for-title" className="book-for">
      <h3 id="book-for-title">Book for a customer</h3>
      <BookMeetingForm
        attendee={null}
        submitLabel="Book for Customer"
        refreshKey={trpc.schedule.adminBookings.queryKey()}
      />
    </section>
  );
}
