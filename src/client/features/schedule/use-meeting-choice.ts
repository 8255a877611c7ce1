import { useState } from 'react';

/** The date and time a visitor picks in a MeetingPicker; a new date clears the time. */
export function useMeetingChoice() {
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  return {
    date,
    time,
    reset: () => {
      setDate(null);
      setTime(null);
    },
    pickerProps: {
      date,
      time,
      onDateChange: (next: string) => {
        setDate(next);
        setTime(null);
      },
      onTimeChange: setTime,
    },
  };
}
