import { useMutation } from '@tanstack/react-query';
import { BRAND } from '../../../shared/brand';
import { CUSTOMER_MESSAGES, sendMessageInput } from '../../../shared/schemas/customer';
import { errorMessage, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toast';
import { TextAreaField } from '../../ui/Field';
import { useChatDock } from '../chat/ChatDock';
import { useRefreshDashboard } from './use-refresh';

export function ContactTab({ onSent }: { onSent?: () => void }) {
  const toast = useToast();
  const refresh = useRefreshDashboard();
  const { onSubmit, field, reset } = useSchemaForm(sendMessageInput.pick({ message: true }), { message: '' });
  const { openChat } = useChatDock();
  const send = useMutation(trpc.customer.sendMessage.mutationOptions());

  async function submit(input: { message: string }) {
    try {
      await send.mutateAsync(input);
      toast('message', CUSTOMER_MESSAGES.messageSent);
      reset();
      await refresh();
      onSent?.();
    } catch (failure) {
      toast('error', errorMessage(failure, CUSTOMER_MESSAGES.messageFailed));
    }
  }

  return (
    <div className="dash-stack">
      <section className="dash-card" aria-labelledby="contact-title">
        <h2 id="contact-title">Send us a message</h2>
        <form className="form-stack" onSubmit={onSubmit(submit)} noValidate>
          <TextAreaField label="Your message" required rows={5} maxLength={5000} {...field('message')} />
          <Button type="submit" busy={send.isPending} busyLabel="Sending...">
            Send Message
          </Button>
        </form>
      </section>
      <section className="dash-card" aria-labelledby="support-title">
        <h2 id="support-title">Other ways to reach us</h2>
        <p>
          Email: <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
        </p>
        <p className="muted">We reply within 24 hours, Monday to Thursday 12PM-9PM.</p>
        <p className="muted">Or talk to a person from our team right now.</p>
        <Button variant="secondary" onClick={openChat}>
          Start live chat
        </Button>
      </section>
    </div>
  );
}
