import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingView } from '../../../server/features/schedule/wire';
import { pacificToday } from '../../../shared/schedule';
import { BOOKING_MESSAGES } from '../../../shared/schemas/schedule';
import { errorMessage, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog, Dialog } from '../../ui/Dialog';
import { PageSpinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useAuth } from '../auth/auth-context';
import { addDays } from './calendar';
import { useMeetingChoice } from './use-meeting-choice';
import { MeetingPicker, describeDate, pacificLabel } from './MeetingPicker';

// Spec part 2 §2: the modals book within the next 30 days.
const MODAL_DAYS_AHEAD = 30;

/** The signed-in customer's Zoom meeting: join or cancel it, or book one (spec part 2 §2 modals). */
export function ZoomBookingDialog() {
  const [open, setOpen] = useState(false);
  const booking = useQuery(trpc.schedule.myBooking.queryOptions());
  return (
    <>
      <Button variant={booking.data ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
        {booking.data ? 'View Zoom Meeting' : 'Book Zoom Meeting'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Zoom meeting" wide>
        {booking.isPending ? <PageSpinner label="Loading your meeting..." /> : booking.data ? <ExistingBooking booking={booking.data} /> : <NewBooking onBooked={() => setOpen(false)} />}
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
  return (
    <div className="booking-details">
      <p className="booking-when">
        {describeDate(booking.date)}, {pacificLabel(booking.date, booking.time)}
      </p>
      <dl className="booking-facts">
        <div>
          <dt>Meeting ID</dt>
          <dd>{booking.zoom.meetingId}</dd>
        </div>
        <div>
          <dt>Passcode</dt>
          <dd>{booking.zoom.passcode}</dd>
        </div>
      </dl>
      <div className="dialog-actions">
        <ConfirmDialog
          trigger={<Button variant="secondary">Cancel Meeting</Button>}
          title="Cancel this meeting?"
          description="Your Zoom consultation will be cancelled and the time offered to others. You can book a new time afterwards."
          confirmLabel="Cancel Meeting"
          onConfirm={() => cancel.mutateAsync().catch(() => undefined)}
        />
        <a className="btn btn-primary" href={booking.zoom.meetingUrl} target="_blank" rel="noopener noreferrer">
          Join Meeting
        </a>
      </div>
    </div>
  );
}

function NewBooking({ onBooked }: { onBooked(): void }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { date, time, pickerProps } = useMeetingChoice();
  const [problem, setProblem] = useState<string | null>(null);
  const book = useMutation(
    trpc.schedule.book.mutationOptions({
      onSuccess: async () => {
        toast('booking', 'Zoom meeting booked successfully!');
        await queryClient.invalidateQueries({ queryKey: trpc.schedule.myBooking.queryKey() });
        onBooked();
      },
    }),
  );

  function submit() {
    if (!date || !time) return setProblem(BOOKING_MESSAGES.dateAndTime);
    if (!user) return setProblem(BOOKING_MESSAGES.nameAndEmail);
    setProblem(null);
    book.mutate({ date, time, name: user.name, email: user.email });
  }

  return (
    <div className="form-stack">
      <MeetingPicker
        {...pickerProps}
        lastDate={addDays(pacificToday(), MODAL_DAYS_AHEAD)}
      />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {book.isError ? <Alert tone="error">{errorMessage(book.error, 'Failed to book meeting')}</Alert> : null}
      <div className="dialog-actions">
        <Button busy={book.isPending} busyLabel="Booking..." onClick={submit}>
          Book Meeting
        </Button>
      </div>
    </div>
  );
}
