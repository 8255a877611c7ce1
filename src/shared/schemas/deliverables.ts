import { z } from 'zod';
import { PROJECT_STAGE_NUMBERS } from '../admin';
import { attemptKeySchema } from './payment';

// Issue 36 §7: a deliverable the team posts for a stage, and the customer's decision on it.

export const DELIVERABLE_MESSAGES = {
  noteRequired: 'Say what this deliverable is and what to look at',
  needsSomething: 'Add a preview link or at least one file',
  previewUrl: 'Enter a full link, starting with https://',
  commentsRequired: 'Say what should change',
  notFound: 'That deliverable was not found',
  decided: 'This deliverable has already been decided',
  fileNotTheirs: 'Only files sent to this customer can be attached',
  posted: (name: string) => `Deliverable posted: ${name} has been emailed.`,
  approved: 'Approved: thank you. The team moves on to the next stage.',
  changesRequested: 'Your change request is sent: the team will get back to you.',
  projectNotFound: 'Project not found',
} as const;

/** What the team writes; the stage is a number even where a select gives text. */
export const deliverableForm = z.object({
  stage: z.coerce.number<unknown>().pipe(z.union(PROJECT_STAGE_NUMBERS.map((stage) => z.literal(stage)))),
  note: z
    .string({ error: DELIVERABLE_MESSAGES.noteRequired })
    .trim()
    .min(1, DELIVERABLE_MESSAGES.noteRequired)
    .max(4000),
  previewUrl: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((value) => value || null)
    .pipe(z.url({ protocol: /^https?$/, error: DELIVERABLE_MESSAGES.previewUrl }).nullable()),
});

export const postDeliverableInput = deliverableForm
  .extend({
    projectId: z.number().int().positive(DELIVERABLE_MESSAGES.projectNotFound),
    fileIds: z.array(z.number().int().positive()).max(20).default([]),
  })
  .refine((input) => input.previewUrl || input.fileIds.length > 0, {
    message: DELIVERABLE_MESSAGES.needsSomething,
    path: ['previewUrl'],
  });

export const deliverableIdInput = z.object({ id: z.number().int().positive(DELIVERABLE_MESSAGES.notFound) });

export const requestChangesInput = deliverableIdInput.extend({
  comments: z
    .string({ error: DELIVERABLE_MESSAGES.commentsRequired })
    .trim()
    .min(1, DELIVERABLE_MESSAGES.commentsRequired)
    .max(4000),
  attemptKey: attemptKeySchema,
});
