import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { BOOKING_MESSAGES } from '../../../shared/schemas/schedule';
import { errorMessage, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useAuth } from '../auth/auth-context';
import { useMeetingChoice } from './use-meeting-choice';
import { describeDate, MeetingPicker, onTheHour, pacificLabel } from './MeetingPicker';
import './schedule.css';

const REDIRECT_AFTER_BOOKING_MS = 1000;

/** Spec part 2 §2 /book-zoom: a free consultation for anyone, signed in or a guest. */
export function BookZoomPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const { date, time, pickerProps } = useMeetingChoice();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const book = useMutation(trpc.schedule.book.mutationOptions());

  // Spec part 2 §4: after a successful booking a redirect follows after 1 s.
  useEffect(() => {
    if (!book.isSuccess) return;
    const timer = setTimeout(() => void navigate({ to: user ? '/dashboard' : '/' }), REDIRECT_AFTER_BOOKING_MS);
    return () => clearTimeout(timer);
  }, [book.isSuccess, navigate, user]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const guestName = (name || user?.name || '').trim();
    const guestEmail = (email || user?.email || '').trim();
    if (!date || !time) return setProblem(BOOKING_MESSAGES.dateAndTime);
    if (!guestName || !guestEmail) return setProblem(BOOKING_MESSAGES.nameAndEmail);
    if (!guestEmail.includes('@')) return setProblem(BOOKING_MESSAGES.validEmail);
    setProblem(null);
    book.mutate(
      { date, time, name: guestName, email: guestEmail },
      {
        onSuccess: () =>
          toast('booking', 'Zoom meeting booked successfully!', {
            description: 'Check your email for the meeting link and calendar invite.',
          }),
      },
    );
  }

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
          <MeetingPicker {...pickerProps} slotFilter={onTheHour} />
          <fieldset className="form-stack guest-fields">
            <legend>Your details</legend>
            <Field
              label="Name"
              name="name"
              autoComplete="name"
              required
              value={name || user?.name || ''}
              onChange={(e) => setName(e.target.value)}
            />
            <Field
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email || user?.email || ''}
              onChange={(e) => setEmail(e.target.value)}
            />
            {problem ? <Alert tone="error">{problem}</Alert> : null}
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
