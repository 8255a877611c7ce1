import { browserTimeZone } from '../../../shared/schedule';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { bookingInput } from '../../../shared/schemas/schedule';
import { errorMessage, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useAuth } from '../auth/auth-context';
import { describeDate } from './calendar';
import { pacificLabel } from './MeetingPicker';
import { MeetingSlotFields } from './MeetingSlotFields';
import './schedule.css';

const REDIRECT_AFTER_BOOKING_MS = 1000;

/** Spec part 2 §2 /book-zoom: a free consultation for anyone, signed in or a guest. */
export function BookZoomPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const { onSubmit, field, control, getValues, setValue, formState } = useSchemaForm(bookingInput, {
    name: user?.name ?? '',
    email: user?.email ?? '',
  });
  const book = useMutation(trpc.schedule.book.mutationOptions());

  // The session is often still being checked when the page opens: once it is known, the account's
  // name and address fill whichever of the two fields is still empty.
  useEffect(() => {
    if (!user) return;
    if (!getValues('name')) setValue('name', user.name);
    if (!getValues('email')) setValue('email', user.email);
  }, [user, getValues, setValue]);

  // Spec part 2 §4: after a successful booking a redirect follows after 1 s.
  useEffect(() => {
    if (!book.isSuccess) return;
    const timer = setTimeout(() => void navigate({ to: user ? '/dashboard' : '/' }), REDIRECT_AFTER_BOOKING_MS);
    return () => clearTimeout(timer);
  }, [book.isSuccess, navigate, user]);

  const submit = onSubmit((input) =>
    book.mutate(
      { ...input, timeZone: browserTimeZone() },
      {
        onSuccess: () =>
          toast('booking', 'Zoom meeting booked successfully!', {
            description: 'Check your email for the meeting link and calendar invite.',
          }),
      },
    ),
  );
  const slotError = formState.errors.date?.message ?? formState.errors.time?.message;

  return (
    <div className="page book-zoom">
      <BackButton />
      <header className="page-header">
        <p className="eyebrow">Free consultation</p>
        <h1>Book a Zoom call</h1>
        <p className="lead">
          Talk through your website with our team for 30-45 minutes. Pick a day and an hour that suit you.
        </p>
      </header>
      {book.isSuccess ? (
        <Alert tone="success">
          Zoom meeting booked successfully! Your call is on {describeDate(book.data.booking.date)},{' '}
          {pacificLabel(book.data.booking.date, book.data.booking.time)}. Please check your email for the meeting link
          and calendar invite; it also has a link to change or cancel your booking.
        </Alert>
      ) : (
        <form onSubmit={submit} className="book-zoom-form" noValidate>
          <MeetingSlotFields control={control} />
          <fieldset className="form-stack guest-fields">
            <legend>Your details</legend>
            <Field label="Name" autoComplete="name" required {...field('name')} />
            <Field label="Email" type="email" autoComplete="email" required {...field('email')} />
            {slotError ? <Alert tone="error">{slotError}</Alert> : null}
            {book.isError ? (
              <Alert tone="error" onDismiss={() => book.reset()}>
                {errorMessage(book.error, 'Failed to book meeting. Please try again.')}
              </Alert>
            ) : null}
            <Button type="submit" busy={book.isPending} busyLabel="Booking...">
              Book Zoom Meeting
            </Button>
          </fieldset>
        </form>
      )}
    </div>
  );
}
