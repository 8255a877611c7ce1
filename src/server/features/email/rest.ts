import { z } from 'zod';
import { timestamp } from '../../../shared/schemas/rest/common';
import { procedureRoute } from '../../http/route';
import { toWire } from '../../http/wire';
import { emailRouter } from './router';

const outboxAnswer = z.object({
  emails: z.array(
    z.object({ id: z.number(), to: z.string(), subject: z.string(), status: z.string(), created_at: timestamp }),
  ),
});

export const emailRoutes = [
  // The outbox tells who was sent what: every customer's receipts, meetings and messages.
  procedureRoute(emailRouter.outbox, {
    method: 'GET',
    url: '/admin/emails',
    summary: 'The outbox',
    schema: { response: { 200: outboxAnswer } },
    answer: (emails) => toWire(outboxAnswer, { emails }),
  }),
];
