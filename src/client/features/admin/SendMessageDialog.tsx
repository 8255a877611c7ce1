import { useMutation } from '@tanstack/react-query';
import { ADMIN_MESSAGES, adminMessageInput } from '../../../shared/schemas/admin';
import { fieldErrorsOf, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { Field, TextAreaField } from '../../ui/Field';
import type { Recipient } from './types';
import { useAdminAction } from './use-admin';

export interface ReplyTarget {
  id: number;
  subject: string;
  message: string;
}

/** What the admin writes; the dialog adds who it goes to and the message it answers. */
const messageForm = adminMessageInput.pick({ subject: true, message: true });

/**
 * Spec part 2 §2 send message modal, and the reply to a customer message: it shows in their
 * dashboard as from Admin and is emailed to them. Send stays disabled until both fields have text.
 */
export function SendMessageDialog({
  recipient,
  replyTo = null,
  onClose,
}: {
  recipient: Recipient | null;
  replyTo?: ReplyTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={recipient !== null}
      onOpenChange={(open) => !open && onClose()}
      title={replyTo ? 'Reply to message' : 'Send message'}
      description={recipient ? `To ${recipient.name} <${recipient.email}>` : undefined}
    >
      {recipient ? (
        <MessageForm
          key={`${recipient.email}-${replyTo?.id ?? 'new'}`}
          recipient={recipient}
          replyTo={replyTo}
          onDone={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function MessageForm({
  recipient,
  replyTo,
  onDone,
}: {
  recipient: Recipient;
  replyTo: ReplyTarget | null;
  onDone: () => void;
}) {
  const { onSubmit, field, formState, showServerErrors } = useSchemaForm(messageForm, {
    subject: replyTo ? (replyTo.subject.startsWith('Re: ') ? replyTo.subject : `Re: ${replyTo.subject}`) : '',
    message: '',
  });
  const run = useAdminAction();
  const send = useMutation(
    trpc.admin.sendMessage.mutationOptions({ onError: (error) => showServerErrors(fieldErrorsOf(error)) }),
  );

  const submit = onSubmit(async (input) => {
    const result = await run(
      () => send.mutateAsync({ ...input, customerEmail: recipient.email, messageId: replyTo?.id ?? null }),
      {
        failure: ADMIN_MESSAGES.sendMessageFailed,
        detail: 'prefix',
        success: ADMIN_MESSAGES.messageSentTo(recipient.name),
        successType: 'message',
      },
    );
    if (result) onDone();
  });

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      {replyTo ? (
        <blockquote className="admin-quote">
          <strong>{replyTo.subject}</strong>
          <p>{replyTo.message}</p>
        </blockquote>
      ) : null}
      <Field label="Subject" required maxLength={200} {...field('subject')} />
      <TextAreaField label="Message" required rows={6} maxLength={5000} {...field('message')} />
      <DialogActions
        onCancel={onDone}
        submitLabel="Send Message"
        disabled={!formState.isValid}
        busy={send.isPending}
        busyLabel="Sending..."
      />
    </form>
  );
}
