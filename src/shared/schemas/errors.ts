import type { z } from 'zod';

/** The first message for each field path, as forms show them inline ('_' for form-level issues). */
export function firstIssuePerField(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
