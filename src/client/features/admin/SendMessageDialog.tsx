import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field, TextAreaField } from '../../ui/Field';
import type { Recipient } from './types';
import { useAdminAction } from './use-admin';

export interface ReplyTarget {
  id: number;
  subject: string;
  message: string;
}

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
  const [subject, setSubject] = useState(
    replyTo ? (replyTo.subject.startsWith('Re: ') ? replyTo.subject : `Re: ${replyTo.subject}`) : '',
  );
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const run = useAdminAction();
  const send = useMutation(trpc.admin.sendMessage.mutationOptions());
  const ready = subject.trim() !== '' && message.trim() !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!recipient.email) return setProblem(ADMIN_MESSAGES.customerEmailNotFound);
    if (!ready) return;
    const result = await run(
      () =>
        send.mutateAsync({
          customerEmail: recipient.email,
          subject: subject.trim(),
          message: message.trim(),
          messageId: replyTo?.id ?? null,
        }),
      {
        failure: ADMIN_MESSAGES.sendMessageFailed,
        detail: 'prefix',
        success: ADMIN_MESSAGES.messageSentTo(recipient.name),
        successType: 'message',
      },
    );
    if (result) onDone();
  }

  return (
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      {replyTo ? (
        <blockquote className="admin-quote">
          <strong>{replyTo.subject}</strong>
          <p>{replyTo.message}</p>
        </blockquote>
      ) : null}
      <Field
        label="Subject"
        required
        value={subject}
        maxLength={200}
        onChange={(event) => setSubject(event.target.value)}
      />
      <TextAreaField
        label="Message"
        required
        rows={6}
        value={message}
        maxLength={5000}
        onChange={(event) => setMessage(event.target.value)}
      />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!ready} busy={send.isPending} busyLabel="Sending...">
          Send Message
        </Button>
      </div>
    </form>
  );
}
