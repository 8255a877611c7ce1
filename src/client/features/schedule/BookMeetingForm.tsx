import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { browserTimeZone, pacificToday } from '../../../shared/schedule';
import { BOOKING_MESSAGES } from '../../../shared/schemas/schedule';
import { errorMessage, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { addDays } from './calendar';
import { MeetingPicker } from './MeetingPicker';
import { useMeetingChoice } from './use-meeting-choice';

// Spec part 2 §2: the Zoom modals book within the next 30 days, in 30-minute slots.
const MODAL_DAYS_AHEAD = 30;

export interface BookMeetingFormProps {
  /** Who the meeting is for; null shows name and email fields (an admin booking for a customer). */
  attendee: { name: string; email: string } | null;
  submitLabel: string;
  /** The list to refresh after a booking. */
  refreshKey: QueryKey;
  onBooked?: () => void;
}

/** The booking form of both Zoom modals: the picker, the spec's checks, the booking call. */
export function BookMeetingForm({ attendee, submitLabel, refreshKey, onBooked }: BookMeetingFormProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { date, time, reset, pickerProps } = useMeetingChoice();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const book = useMutation(
    trpc.schedule.book.mutationOptions({
      onSuccess: async (result) => {
        // An admin's override is worth reading: the server says whose booking it replaced.
        toast('booking', result.adminOverride ? result.message : 'Zoom meeting booked successfully!', {
          conflict: result.adminOverride,
        });
        reset();
        await queryClient.invalidateQueries({ queryKey: refreshKey });
        onBooked?.();
      },
    }),
  );

  function submit() {
    const who = attendee ?? { name: name.trim(), email: email.trim() };
    if (!date || !time) return setProblem(BOOKING_MESSAGES.dateAndTime);
    if (!who.name || !who.email) return setProblem(BOOKING_MESSAGES.nameAndEmail);
    if (!who.email.includes('@')) return setProblem(BOOKING_MESSAGES.validEmail);
    setProblem(null);
    // The customer booking for themselves is where this browser is; an admin booking for someone is not.
    book.mutate({ date, time, ...who, ...(attendee ? { timeZone: browserTimeZone() } : {}) });
  }

  return (
    <div className="form-stack">
      {attendee ? null : (
        <div className="field-row">
          <Field label="Customer name" value={name} onChange={(e) => setName(e.target.value)} required />
          <Field
            label="Customer email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        </div>
      )}
      <MeetingPicker {...pickerProps} lastDate={addDays(pacificToday(), MODAL_DAYS_AHEAD)} />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {book.isError ? <Alert tone="error">{errorMessage(book.error, 'Failed to book meeting')}</Alert> : null}
      <div className="dialog-actions">
        <Button busy={book.isPending} busyLabel="Booking..." onClick={submit}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
