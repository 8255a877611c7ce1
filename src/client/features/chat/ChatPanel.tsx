import { useEffect, useId, useRef } from 'react';
import type { z } from 'zod';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES } from '../../../shared/chat';
import { visitorDetails } from '../../../shared/schemas/chat';
import { useQuery } from '@tanstack/react-query';
import { describeReopening } from '../../../shared/chat-hours';
import { formatDateTime } from '../../lib/format';
import { saveBlob } from '../../lib/rest';
import { errorMessage, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field, TextAreaField } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { ChatComposer } from './ChatComposer';
import { ChatThread, sendsOnEnter } from './ChatThread';
import { SocketStatus } from './SocketStatus';
import type { LiveChat } from './use-live-chat';
import { chatMessageForm, useChatDraft } from './use-chat-draft';
import { useReadReceipt } from './use-read-receipt';
import './chat.css';

/**
 * The customer's chat window (spec part 2 §2 Contact tab live chat, and the public site's chat for
 * visitors): a start form, then the conversation with the team, live.
 */
export function ChatPanel({ chat, onClose }: { chat: LiveChat; onClose: () => void }) {
  const titleId = useId();
  // Like the site's dialogs: focus moves into the window as it opens, and Escape closes it. It is
  // not modal (the page stays usable beside it), so focus is not trapped inside.
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <section
      ref={panel}
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <header className="chat-panel-head">
        <div>
          <h2 id={titleId}>Live chat</h2>
          <ChatStatusLine chat={chat} />
        </div>
        <button type="button" className="chat-panel-close" onClick={onClose} aria-label="Close the chat window">
          ×
        </button>
      </header>
      {chat.loading ? (
        <div className="chat-panel-body chat-center">
          <Spinner label="Loading your chat" />
        </div>
      ) : chat.session ? (
        <Conversation chat={chat} />
      ) : (
        <StartForm chat={chat} />
      )}
    </section>
  );
}

export function ChatStatusLine({ chat }: { chat: LiveChat }) {
  const { session } = chat;
  const text = !session
    ? 'We usually answer within minutes, Monday to Thursday 12PM-9PM.'
    : session.status === 'waiting'
      ? session.escalated
        ? 'We will answer by email'
        : 'Waiting for our team to join…'
      : session.status === 'active'
        ? `Chatting with ${session.adminName ?? 'our team'}`
        : 'This chat has ended';
  return (
    <p className="chat-status">
      {text}
      {session && session.status !== 'ended' ? (
        <>
          {' '}
          · <SocketStatus />
        </>
      ) : null}
    </p>
  );
}

/** A visitor also gives the name and the email that chat.start checks. */
const visitorStartForm = visitorDetails.extend(chatMessageForm.shape);
type StartInput = z.input<typeof chatMessageForm> & Partial<z.input<typeof visitorDetails>>;
type StartValues = z.output<typeof chatMessageForm> & Partial<z.output<typeof visitorDetails>>;

function StartForm({ chat }: { chat: LiveChat }) {
  const schema: z.ZodType<StartValues, StartInput> = chat.signedIn ? chatMessageForm : visitorStartForm;
  const { onSubmit, register, setError, formState } = useSchemaForm(schema, { name: '', email: '', message: '' });
  // Outside the team's hours the window takes a message for the inbox (the server decides either way).
  const hours = useQuery(trpc.chat.hours.queryOptions());
  const away = hours.data?.open === false ? hours.data.reopensAt : null;
  // The name and the email share one message: the form's first issue shows once, at its foot.
  const { errors } = formState;
  const problem = (errors.name ?? errors.email ?? errors.message ?? errors.root)?.message;

  const submit = onSubmit(async ({ message, name, email }) => {
    try {
      // Only a visitor's schema gives a name and an email.
      await chat.start(message, name !== undefined && email !== undefined ? { name, email } : undefined);
    } catch (error) {
      setError('root', { message: errorMessage(error, CHAT_MESSAGES.unavailable) });
    }
  });

  return (
    <form className="chat-panel-body form-stack" onSubmit={submit} noValidate>
      {away ? (
        <Alert tone="info">
          {`Our team is away right now and back ${describeReopening(away)}. Leave your message and we will reply by email.`}
        </Alert>
      ) : (
        <p className="muted">Ask us anything about your website. A real person from our team answers here.</p>
      )}
      {chat.signedIn ? null : (
        <>
          <Field label="Your name" required autoComplete="name" maxLength={120} {...register('name')} />
          <Field
            label="Your email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            hint="If we miss you here, we answer by email."
            {...register('email')}
          />
        </>
      )}
      <TextAreaField
        label="What can we help with?"
        required
        rows={3}
        maxLength={CHAT_MESSAGE_MAX}
        {...register('message')}
        onKeyDown={(event) => sendsOnEnter(event, submit)}
      />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <Button type="submit" busy={chat.starting || chat.sending} busyLabel="Connecting...">
        {away ? 'Send Message' : 'Start Chat'}
      </Button>
    </form>
  );
}

/** The conversation with its composer; opened from a reply email, an ended chat still takes a line. */
export function Conversation({ chat }: { chat: LiveChat }) {
  const session = chat.session!;
  const draft = useChatDraft(chat.send);
  const ended = session.status === 'ended' && !chat.fromEmail;
  useReadReceipt(chat.lines, 'admin', session.customerReadId, chat.read);

  return (
    <div className="chat-panel-body chat-conversation">
      <ChatThread
        lines={chat.lines}
        me="customer"
        typing={chat.teamTyping}
        label="Chat messages"
        seenUpTo={chat.teamSeen}
      />
      {ended ? (
        <div className="chat-ended">
          <p>{CHAT_MESSAGES.notActive}</p>
          <div className="chat-composer-actions">
            <CopyButton chat={chat} />
            <Button variant="secondary" onClick={chat.reset}>
              Start a new chat
            </Button>
          </div>
        </div>
      ) : (
        <ChatComposer
          draft={draft}
          id="chat-draft"
          label="Type your message"
          placeholder="Type your message…"
          onTyping={chat.typing}
          sending={chat.sending}
          note={
            session.status === 'ended' ? (
              <p className="muted chat-reopen-hint">
                This chat had ended: what you write now reopens it with our team.
              </p>
            ) : null
          }
          actions={
            <>
              {session.status === 'ended' ? null : (
                <Button variant="ghost" className="btn-small" onClick={() => void chat.end()}>
                  End Chat
                </Button>
              )}
              <CopyButton chat={chat} />
            </>
          }
        />
      )}
    </div>
  );
}

/**
 * Issue 35 §8: a copy of the conversation, by email to a proven address; to anyone else (a
 * visitor's typed address, an account not yet confirmed) as a file saved from the page.
 */
function CopyButton({ chat }: { chat: LiveChat }) {
  const toast = useToast();
  if (!chat.canEmailCopy)
    return (
      <Button variant="ghost" className="btn-small" onClick={() => saveChatCopy(chat)}>
        Download a copy
      </Button>
    );
  return (
    <Button
      variant="ghost"
      className="btn-small"
      busy={chat.emailingCopy}
      busyLabel="Sending..."
      onClick={() =>
        void chat
          .emailCopy()
          .then((sent) => sent && toast('success', sent.message))
          .catch((error: unknown) => toast('error', errorMessage(error, 'Failed to email the conversation')))
      }
    >
      Email me a copy
    </Button>
  );
}

function saveChatCopy(chat: LiveChat) {
  const text = chat.lines
    .map((line) => `[${formatDateTime(line.timestamp)}] ${line.senderName}: ${line.message}`)
    .join('\n');
  saveBlob(new Blob([`${text}\n`], { type: 'text/plain' }), `chat-${chat.session?.conversationId ?? 'copy'}.txt`);
}
