import { Link } from '@tanstack/react-router';
import { CHAT_MESSAGES } from '../../../shared/chat';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageSpinner } from '../../ui/Spinner';
import { ChatStatusLine, Conversation } from './ChatPanel';
import { useLiveChat } from './use-live-chat';
import './chat.css';

/**
 * Issue 35 §6: the link of a reply email opens its conversation here, live; what the customer
 * writes joins it, and reopens it if it had ended. Opening the page changes nothing.
 */
export function ContinueChatPage({ token }: { token: string | undefined }) {
  return (
    <div className="page continue-chat">
      <header className="page-header">
        <p className="eyebrow">Live chat</p>
        <h1>Your conversation with us</h1>
        <p className="lead">Our answer is below. Write back here and it reaches the same conversation.</p>
      </header>
      {token ? <LinkedChat token={token} /> : <ExpiredLink />}
    </div>
  );
}

function LinkedChat({ token }: { token: string }) {
  const chat = useLiveChat(undefined, token);
  if (chat.loading) return <PageSpinner label="Loading your conversation..." />;
  // A failed load is not an expired link: say so, and offer to try again.
  if (chat.loadFailed)
    return (
      <>
        <Alert tone="error">We could not load your conversation. Check your connection and try again.</Alert>
        <p>
          <Button onClick={() => window.location.reload()}>Try again</Button>
        </p>
      </>
    );
  if (!chat.session) return <ExpiredLink />;
  return (
    <section className="continue-chat-window" aria-labelledby="continue-chat-title">
      <header className="chat-panel-head">
        <div>
          <h2 id="continue-chat-title">Live chat</h2>
          <ChatStatusLine chat={chat} />
        </div>
      </header>
      <Conversation chat={chat} />
    </section>
  );
}

function ExpiredLink() {
  return (
    <>
      <Alert tone="error">{CHAT_MESSAGES.linkExpired}</Alert>
      <p>
        <Link to="/" className="btn btn-primary">
          Back to Home
        </Link>
      </p>
    </>
  );
}
