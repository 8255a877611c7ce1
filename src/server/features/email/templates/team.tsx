import { A, Greeting, Layout, P, Para } from './layout';

export interface UpgradeOffer {
  name: string;
  price: string;
  features: readonly string[];
}

/** What happened since an admin's last email, one line each, with where to act on it. */
export function AdminDigest({
  items,
  adminUrl,
}: {
  items: { summary: string; link: string | null }[];
  adminUrl: string;
}) {
  return (
    <Layout title={`${items.length} updates from your site`} action={{ label: 'Open the admin area', url: adminUrl }}>
      <P>Since our last email to you:</P>
      {items.map((item, index) =>
        item.link ? (
          <Para key={index}>
            {item.summary} (<A href={item.link}>{item.link}</A>)
          </Para>
        ) : (
          <P key={index}>{item.summary}</P>
        ),
      )}
      <P>We send at most one email every few minutes; the admin area shows everything as it happens.</P>
    </Layout>
  );
}

/** A message from the team (a reply or a new message from the admin area), also shown in the dashboard. */
export function TeamMessage({
  name,
  subject,
  message,
  dashboardUrl,
}: {
  name: string;
  subject: string;
  message: string;
  dashboardUrl: string;
}) {
  return (
    <Layout title={subject} action={{ label: 'Open your dashboard', url: dashboardUrl }}>
      <Greeting name={name} />
      <P>{message}</P>
      <P>You can read and answer our messages in your dashboard.</P>
    </Layout>
  );
}

/** Work the team puts before the customer for a stage (issue 36 §7): the note, where to see it, where to decide. */
export function DeliverableReady({
  name,
  stage,
  note,
  previewUrl,
  dashboardUrl,
}: {
  name: string;
  stage: string;
  note: string;
  previewUrl: string | null;
  dashboardUrl: string;
}) {
  return (
    <Layout title={`Ready for your review: ${stage}`} action={{ label: 'Open your dashboard', url: dashboardUrl }}>
      <Greeting name={name} />
      <P>{note}</P>
      {previewUrl ? (
        <Para>
          Preview: <A href={previewUrl}>{previewUrl}</A>
        </Para>
      ) : null}
      <P>Approve it, or tell us what to change, from your dashboard.</P>
    </Layout>
  );
}

export function FileFromTeam({
  name,
  filename,
  note,
  dashboardUrl,
}: {
  name: string;
  filename: string;
  note: string | null;
  dashboardUrl: string;
}) {
  return (
    <Layout title="A new file for you" action={{ label: 'Open your files', url: dashboardUrl }}>
      <Greeting name={name} />
      <P>{`Our team sent you a file: ${filename}.`}</P>
      {note ? <P>{note}</P> : null}
      <P>Download it from the Files tab of your dashboard.</P>
    </Layout>
  );
}

/** Spec part 2 §4: completing a project triggers the upgrade workflow, with an optional upgrade-options email. */
export function ProjectCompleted({
  name,
  notes,
  offers,
  dashboardUrl,
}: {
  name: string;
  notes: string | null;
  offers: UpgradeOffer[];
  dashboardUrl: string;
}) {
  return (
    <Layout
      title="Your project is complete"
      action={{ label: offers.length ? 'See upgrade options' : 'Open your dashboard', url: dashboardUrl }}
    >
      <Greeting name={name} />
      <P>Your website project is complete. Thank you for building it with us!</P>
      {notes ? <P>{`Notes from the team: ${notes}`}</P> : null}
      <P>You have 30 days of free support from today: write to us from your dashboard any time.</P>
      {offers.length ? (
        <>
          <P>Ready for more? You can upgrade any time and pay only the difference:</P>
          {offers.map((offer) => (
            <P key={offer.name}>{`${offer.name} for ${offer.price}: ${offer.features.join(', ')}`}</P>
          ))}
        </>
      ) : (
        <P>You are on our top plan, so every feature we offer is already yours.</P>
      )}
    </Layout>
  );
}

/**
 * A chat nobody answered within a minute, or started after hours with nobody at the console, for
 * the admins (spec part 2: nothing a customer writes is lost).
 */
export function ChatTranscript({
  name,
  email,
  transcript,
  inboxUrl,
  afterHours = false,
}: {
  name: string;
  email: string;
  transcript: string;
  inboxUrl: string;
  afterHours?: boolean;
}) {
  const what = afterHours ? 'outside the team’s hours' : 'and nobody accepted it within a minute';
  return (
    <Layout title="Unanswered live chat" action={{ label: 'Open the inbox', url: inboxUrl }}>
      <P>{`${name} <${email}> started a live chat ${what}.`}</P>
      <P>The conversation is in the admin inbox; reply from there or by email.</P>
      <P>{transcript || '(no message yet)'}</P>
    </Layout>
  );
}

/** A message written as plain text (a customer's note to the team): its paragraphs in the brand's frame. */
export function PlainMessage({ title, text }: { title: string; text: string }) {
  return (
    <Layout title={title}>
      {text
        .trim()
        .split(/\n{2,}/)
        .map((paragraph, index) => (
          <P key={index}>{paragraph}</P>
        ))}
    </Layout>
  );
}

/** What the team wrote in a chat while its customer was away, with the link back into it (issue 35 §6). */
export function ChatReplies({
  name,
  replies,
  link,
}: {
  name: string;
  replies: { from: string; text: string }[];
  link: string;
}) {
  return (
    <Layout
      title={replies.length === 1 ? 'A reply to your chat' : `${replies.length} replies to your chat`}
      action={{ label: 'Continue the conversation', url: link }}
    >
      <Greeting name={name} />
      <P>We answered your live chat after you had left, so here it is:</P>
      {replies.map((reply, index) => (
        <P key={index}>{`${reply.from}: ${reply.text}`}</P>
      ))}
      <P>Follow the button to answer: what you write there reaches us in the same conversation.</P>
    </Layout>
  );
}

/** A customer waits on an admin's chat while the admin has no console open (issue 35 §7). */
export function ChatAwaitsYou({
  customer,
  minutes,
  lastLine,
  consoleUrl,
}: {
  customer: string;
  minutes: number;
  lastLine: string;
  consoleUrl: string;
}) {
  return (
    <Layout title={`${customer} is waiting for your answer`} action={{ label: 'Open the chat', url: consoleUrl }}>
      <P>{`${customer} wrote in your live chat ${minutes} minutes ago and has no answer yet:`}</P>
      <P>{lastLine}</P>
      <P>You have no chat console open, so we are telling you by email.</P>
    </Layout>
  );
}
