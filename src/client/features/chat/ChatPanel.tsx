import { useId, useState, type FormEvent } from 'react';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES } from '../../../shared/chat';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { errorMessage } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field, TextAreaField } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { ChatThread, sendsOnEnter } from './ChatThread';
import { SocketStatus } from './SocketStatus';
import type { LiveChat } from './use-live-chat';
import { clearSent } from './draft';
import './chat.css';

/**
 * The customer's chat window (spec part 2 §2 Contact tab live chat, and the public site's chat for
 * visitors): a start form, then the conversation with the team, live.
 */
export function ChatPanel({ chat, onClose }: { chat: LiveChat; onClose: () => void }) {
  const titleId = useId();
  return (
    <section className="chat-panel" role="dialog" aria-modal="false" aria-labelledby={titleId}>
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

function ChatStatusLine({ chat }: { chat: LiveChat }) {
  const { session } = chat;
  const text = !session
    ? 'We usually answer within minutes, Monday to Thursday 12PM-9PM.'
    : session.status === 'waiting'
      ? 'Waiting for our team to join…'
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

function StartForm({ chat }: { chat: LiveChat }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!chat.signedIn && (!name.trim() || !email.trim())) return setProblem(CHAT_MESSAGES.nameAndEmail);
    if (!chat.signedIn && !email.includes('@')) return setProblem(AUTH_MESSAGES.emailInvalid);
    if (!message.trim()) return setProblem(CHAT_MESSAGES.messageRequired);
    setProblem(null);
    try {
      await chat.start(message.trim(), chat.signedIn ? undefined : { name: name.trim(), email: email.trim() });
      setMessage('');
    } catch (error) {
      setProblem(errorMessage(error, CHAT_MESSAGES.unavailable));
    }
  }

  return (
    <form className="chat-panel-body form-stack" onSubmit={(event) => void submit(event)} noValidate>
      <p className="muted">Ask us anything about your website. A real person from our team answers here.</p>
      {chat.signedIn ? null : (
        <>
          <Field
            label="Your name"
            required
            autoComplete="name"
            value={name}
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
          />
          <Field
            label="Your email"
            type="email"
            required
            autoComplete="email"
            value={email}
            maxLength={254}
            onChange={(event) => setEmail(event.target.value)}
            hint="If we miss you here, we answer by email."
          />
        </>
      )}
      <TextAreaField
        label="What can we help with?"
        required
        rows={3}
        value={message}
        maxLength={CHAT_MESSAGE_MAX}
        onChange={(event) => setMessage(event.target.value)}
        onKeyDown={(event) => sendsOnEnter(event, () => void submit())}
      />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <Button type="submit" busy={chat.starting || chat.sending} busyLabel="Connecting...">
        Start Chat
      </Button>
    </form>
  );
}

function Conversation({ chat }: { chat: LiveChat }) {
  const session = chat.session!;
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ended = session.status === 'ended';

  async function send() {
    const sent = draft;
    const text = sent.trim();
    if (!text) return setProblem(CHAT_MESSAGES.messageRequired);
    setProblem(null);
    try {
      await chat.send(text);
      setDraft(clearSent(sent));
    } catch (error) {
      setProblem(errorMessage(error, CHAT_MESSAGES.unavailable));
    }
  }

  return (
    <div className="chat-panel-body chat-conversation">
      <ChatThread lines={chat.lines} me="customer" typing={chat.teamTyping} label="Chat messages" />
      {ended ? (
        <div className="chat-ended">
          <p>{CHAT_MESSAGES.notActive}</p>
          <Button variant="secondary" onClick={chat.reset}>
            Start a new chat
          </Button>
        </div>
      ) : (
        <form
          className="chat-composer"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor="chat-draft" className="sr-only">
            Type your message
          </label>
          <textarea
            id="chat-draft"
            className="field-input chat-input"
            rows={2}
            placeholder="Type your message…"
            value={draft}
            maxLength={CHAT_MESSAGE_MAX}
            onChange={(event) => {
              setDraft(event.target.value);
              chat.typing();
            }}
            onKeyDown={(event) => sendsOnEnter(event, () => void send())}
          />
          <div className="chat-composer-actions">
            <Button variant="ghost" className="btn-small" onClick={() => void chat.end()}>
              End Chat
            </Button>
            <Button type="submit" className="btn-small" busy={chat.sending} busyLabel="Sending...">
              Send
            </Button>
          </div>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
        </form>
      )}
    </div>
  );
}
