import type { UseFormRegisterReturn } from 'react-hook-form';
import { PROJECT_STAGE_NUMBERS, PROJECT_STAGES } from '../../../shared/admin';
import { SelectField } from '../../ui/Field';

/** A project's stage, 1 to 4 with its name, as the status and deliverable dialogs ask for it. */
export function StageSelect(registration: UseFormRegisterReturn) {
  return (
    <SelectField label="Stage" {...registration}>
      {PROJECT_STAGE_NUMBERS.map((value) => (
        <option key={value} value={value}>
          {value}: {PROJECT_STAGES[value]}
        </option>
      ))}
    </SelectField>
  );
}
