import type { UseFormRegisterReturn } from 'react-hook-form';
import { PROJECT_STAGE_NUMBERS, PROJECT_STAGES } from '../../../shared/admin';

/** A project's stage, 1 to 4 with its name, as the status and deliverable dialogs ask for it. */
export function StageSelect({ id, ...registration }: { id: string } & UseFormRegisterReturn) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        Stage
      </label>
      <select id={id} className="field-input" {...registration}>
        {PROJECT_STAGE_NUMBERS.map((value) => (
          <option key={value} value={value}>
            {value}: {PROJECT_STAGES[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
