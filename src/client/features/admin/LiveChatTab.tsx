import { Link } from '@tanstack/react-router';

/** The live-chat tab's entry to the console (spec part 2 §2 Admin live-chat console). */
export function LiveChatTab() {
  return (
    <section className="dash-card" aria-labelledby="live-chat-title">
      <h2 id="live-chat-title">Live chat</h2>
      <p className="muted">Answer customers in real time from the live chat console.</p>
      <Link to="/admin-chat/$conversationId" params={{ conversationId: 'inbox' }} className="btn btn-primary">
        Open the live chat console
      </Link>
    </section>
  );
}
