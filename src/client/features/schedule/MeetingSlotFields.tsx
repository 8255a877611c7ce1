import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MeetingPicker, onTheHour } from './MeetingPicker';

/** A form with a day and an hour to fill, both empty until picked. */
interface Slot extends FieldValues {
  date?: string | null;
  time?: string | null;
}

/** The picker as two fields of a form (react-hook-form), on the hour: a new day clears the hour picked. */
export function MeetingSlotFields<Form extends Slot>({ control }: { control: Control<Form> }) {
  // Every form given here has both fields (Slot); TypeScript cannot see that through a generic form.
  const { field: date } = useController({ control, name: 'date' as Path<Form> });
  const { field: time } = useController({ control, name: 'time' as Path<Form> });
  return (
    <MeetingPicker
      date={date.value ?? null}
      time={time.value ?? null}
      onDateChange={(next) => {
        date.onChange(next);
        time.onChange(null);
      }}
      onTimeChange={time.onChange}
      slotFilter={onTheHour}
    />
  );
}
