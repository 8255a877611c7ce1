import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { manageRescheduleInput } from '../../../shared/schemas/schedule';
import { formatDateTime } from '../../lib/format';
import { errorMessage, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/Field';
import { PageSpinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { BookingDetails } from './BookingDetails';
import { describeDate } from './calendar';
import { pacificLabel } from './MeetingPicker';
import { MeetingSlotFields } from './MeetingSlotFields';
import './schedule.css';

/** The token comes from the link, not from the form. */
const newTimeForm = manageRescheduleInput.omit({ token: true });

const bookAgain = (
  <Link to="/book-zoom" className="btn btn-primary">
    Book a new time
  </Link>
);

/**
 * The page of a booking's manage link (issue 18 §4): whoever holds the link from the booking's
 * email sees the booking and may move or cancel it, without an account. Moving it makes a new
 * booking with a new link; this one stops working.
 */
export function ManageBookingPage({ token }: { token: string }) {
  const toast = useToast();
  const booking = useQuery({ ...trpc.schedule.managed.queryOptions({ token }), retry: false });
  const [changing, setChanging] = useState(false);
  const { onSubmit, field, control, reset, formState } = useSchemaForm(newTimeForm, {});
  const confirm = useMutation(trpc.schedule.confirmManaged.mutationOptions());
  const reschedule = useMutation(
    trpc.schedule.rescheduleManaged.mutationOptions({
      onSuccess: () => toast('booking', 'Your Zoom meeting was moved.'),
    }),
  );
  const cancel = useMutation(
    trpc.schedule.cancelManaged.mutationOptions({ onSuccess: (result) => toast('booking', result.message) }),
  );

  const move = onSubmit((choice) => reschedule.mutate({ token, ...choice }));
  const slotError = formState.errors.date?.message ?? formState.errors.time?.message;

  let body;
  if (cancel.isSuccess) {
    body = (
      <>
        <Alert tone="success">{cancel.data.message} We have emailed you a confirmation.</Alert>
        <p>{bookAgain}</p>
      </>
    );
  } else if (reschedule.isSuccess) {
    const moved = reschedule.data.booking;
    body = (
      <Alert tone="success">
        Your call is now on {describeDate(moved.date)}, {pacificLabel(moved.date, moved.time)}. We have emailed you the
        new details with a new link to change or cancel it; the link you used no longer works.
      </Alert>
    );
  } else if (booking.isPending) {
    body = <PageSpinner label="Loading your booking..." />;
  } else if (booking.isError) {
    body = (
      <>
        <Alert tone="error">{errorMessage(booking.error, 'Failed to load your booking. Please try again.')}</Alert>
        <p>{bookAgain}</p>
      </>
    );
  } else {
    body = (
      <>
        <section className="manage-booking" aria-labelledby="manage-booking-title">
          <h2 id="manage-booking-title">Your consultation, {booking.data.name}</h2>
          <BookingDetails booking={booking.data} onCancel={(reason) => cancel.mutateAsync({ token, reason })}>
            {changing ? null : (
              <Button variant="secondary" onClick={() => setChanging(true)}>
                Change Time
              </Button>
            )}
          </BookingDetails>
          {cancel.isError ? (
            <Alert tone="error">{errorMessage(cancel.error, 'Failed to cancel Zoom meeting')}</Alert>
          ) : null}
        </section>
        <StillComing
          confirmedAt={confirm.data?.booking.confirmedAt ?? booking.data.confirmedAt}
          busy={confirm.isPending}
          error={confirm.isError ? errorMessage(confirm.error, 'Failed to confirm. Please try again.') : null}
          onConfirm={() => confirm.mutate({ token })}
        />
        {changing ? (
          <form onSubmit={move} className="book-zoom-form" noValidate aria-labelledby="new-time-title">
            <h2 id="new-time-title" className="manage-booking-step">
              Choose a new time
            </h2>
            <MeetingSlotFields control={control} />
            <TextAreaField
              label="Reason for moving"
              hint="It helps us; the team reads it."
              rows={2}
              maxLength={500}
              {...field('reason')}
            />
            {slotError ? <Alert tone="error">{slotError}</Alert> : null}
            {reschedule.isError ? (
              <Alert tone="error">
                {errorMessage(reschedule.error, 'Failed to move your meeting. Please try again.')}
              </Alert>
            ) : null}
            <div className="form-actions">
              <Button type="submit" busy={reschedule.isPending} busyLabel="Moving...">
                Move My Meeting
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  reset();
                  setChanging(false);
                }}
              >
                Keep Current Time
              </Button>
            </div>
          </form>
        ) : null}
      </>
    );
  }

  return (
    <div className="page book-zoom">
      <header className="page-header">
        <p className="eyebrow">Free consultation</p>
        <h1>Your Zoom call</h1>
        <p className="lead">Join, move or cancel the consultation booked under this link.</p>
      </header>
      {body}
    </div>
  );
}

/** Issue 35 §5, "Still coming?": the reminder's link opens this page; only the button answers. */
function StillComing({
  confirmedAt,
  busy,
  error,
  onConfirm,
}: {
  confirmedAt: string | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  return (
    <section className="manage-booking still-coming" aria-labelledby="still-coming-title">
      <h2 id="still-coming-title">Still coming?</h2>
      {confirmedAt ? (
        <p role="status">{`You confirmed on ${formatDateTime(confirmedAt)}. See you then!`}</p>
      ) : (
        <>
          <p>Let us know you will be there, so we can prepare for your call.</p>
          <Button busy={busy} busyLabel="Confirming..." onClick={onConfirm}>
            Yes, I will be there
          </Button>
        </>
      )}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </section>
  );
}
