import { z } from 'zod';
import { conflict } from '../../errors';
import { audit } from '../../core/audit';
import { adminProcedure, router } from '../../trpc/init';
import { deliverQueued, emailDeps, listOutbox, resendFailed } from './service';

const outboxAdmin = adminProcedure('email');

const EMAIL_MESSAGES = {
  notFailed: 'Only a message that could not be delivered can be sent again',
} as const;

export const emailRouter = router({
  // Who was sent what: every customer's receipts, meetings and messages, and what is still to go.
  outbox: outboxAdmin.input(z.object({ failedOnly: z.boolean().default(false) }).optional()).query(({ ctx, input }) =>
    listOutbox(ctx.deps.db, { failedOnly: input?.failedOnly ?? false }).map((email) => ({
      id: email.id,
      to: email.to,
      subject: email.subject,
      status: email.status,
      attempts: email.attempts,
      error: email.error,
      // When a queued message goes (its next try, or a reminder's moment).
      notBefore: email.notBefore.toISOString(),
      sentAt: email.sentAt?.toISOString() ?? null,
      createdAt: email.createdAt.toISOString(),
    })),
  ),

  /** A message that gave up goes again now, its tries counted afresh. */
  resend: outboxAdmin.input(z.object({ id: z.number().int().positive() })).mutation(async ({ ctx, input }) => {
    const email = resendFailed(ctx.deps.db, input.id);
    if (!email) throw conflict(EMAIL_MESSAGES.notFailed);
    audit(ctx.deps, ctx.user, 'resend_email', `#${email.id} to ${email.to}: ${email.subject}`);
    await deliverQueued(emailDeps(ctx.deps), email.id);
    ctx.deps.events.adminChanged('emails');
    return { message: `Sent again to ${email.to}` };
  }),
});
