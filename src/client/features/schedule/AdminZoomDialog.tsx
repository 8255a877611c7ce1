import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pacificToday } from '../../../shared/schedule';
import { BOOKING_MESSAGES } from '../../../shared/schemas/schedule';
import { errorMessage, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog, Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { PageSpinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { addDays } from './calendar';
import { useMeetingChoice } from './use-meeting-choice';
import { MeetingPicker, describeDate, pacificLabel } from './MeetingPicker';

const MODAL_DAYS_AHEAD = 30;

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
  const queryClient = useQueryClient();
  const toast = useToast();
  const { date, time, reset, pickerProps } = useMeetingChoice();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const book = useMutation(
    trpc.schedule.book.mutationOptions({
      onSuccess: async (result) => {
        toast('booking', result.adminOverride ? result.message : 'Zoom meeting booked successfully!', { conflict: result.adminOverride });
        reset();
        await queryClient.invalidateQueries({ queryKey: trpc.schedule.adminBookings.queryKey() });
      },
    }),
  );

  function submit() {
    if (!date || !time) return setProblem(BOOKING_MESSAGES.dateAndTime);
    if (!name.trim() || !email.trim()) return setProblem(BOOKING_MESSAGES.nameAndEmail);
    if (!email.includes('@')) return setProblem(BOOKING_MESSAGES.validEmail);
    setProblem(null);
    book.mutate({ date, time, name: name.trim(), email: email.trim() });
  }

  return (
    <section aria-labelledby="book-for-title" className="form-stack book-for">
      <h3 id="book-for-title">Book for a customer</h3>
      <div className="field-row">
        <Field label="Customer name" value={name} onChange={(e) => setName(e.target.value)} required />
        <Field label="Customer email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </div>
      <MeetingPicker
        {...pickerProps}
        lastDate={addDays(pacificToday(), MODAL_DAYS_AHEAD)}
      />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {book.isError ? <Alert tone="error">{errorMessage(book.error, 'Failed to book meeting')}</Alert> : null}
      <div className="dialog-actions">
        <Button busy={book.isPending} busyLabel="Booking..." onClick={submit}>
          Book for Customer
        </Button>
      </div>
    </section>
  );
}
