// Live chat (spec part 2 §2 Contact tab and Admin live-chat console, §3, §4, §8, §9).

/** waiting → active once an admin accepts → ended when either side ends (spec part 2 §4). */
export const CHAT_SESSION_STATUSES = ['waiting', 'active', 'ended'] as const;

export const CHAT_SENDER_TYPES = ['customer', 'admin', 'system'] as const;

/** The spec's socket event names, used as the event types of the chat feeds. */
export type ChatEventType =
  | 'waiting_customers'
  | 'new_chat_request'
  | 'chat_accepted'
  | 'new_message'
  | 'chat_ended'
  | 'typing'
  | 'read'
  | 'presence';

export const CHAT_MESSAGE_MAX = 2000;
/** When nobody accepts within a minute, the conversation goes to the admin inbox and the admins' email. */
export const CHAT_ANSWER_WITHIN_MS = 60_000;
/** How often the server looks for chats nobody answered in time. */
export const CHAT_SWEEP_MS = 5_000;
/** How long the link in a reply email opens its conversation. */
export const CHAT_LINK_TTL_MS = 30 * 24 * 60 * 60_000;
/** Issue 35 §7: an admin with no console open is emailed when their chat waits this long for an answer. */
export const AGENT_AWAY_ALERT_MS = 3 * 60_000;
/** A typing indicator fades when no new keystroke arrives. */
export const TYPING_VISIBLE_MS = 4_000;

export const CHAT_MESSAGES = {
  messageRequired: 'Please enter a message',
  messageTooLong: `Messages can be at most ${CHAT_MESSAGE_MAX} characters`,
  notActive: 'This chat has ended. Start a new chat to talk to us again.',
  notFound: 'Chat not found',
  alreadyAccepted: 'Another admin has already accepted this chat',
  acceptFirst: 'Accept the chat before replying',
  nameAndEmail: 'Please provide your name and email address',
  unavailable: 'Live chat is currently unavailable.',
  deleteActive: 'End the chat before deleting it',
  sessionDeleted: 'Chat session deleted',
  welcome: (name: string) => `Hi ${name}! Thanks for reaching out. Someone from our team will be with you shortly.`,
  /** Outside the team's hours with nobody at the console: the away notice follows with when they are back. */
  welcomeAfterHours: (name: string) => `Hi ${name}! Thanks for reaching out.`,
  accepted: (admin: string) => `${admin} from our team joined the chat.`,
  endedByAdmin: 'Our team ended the chat. Thanks for talking to us!',
  endedByCustomer: (name: string) => `${name} ended the chat.`,
  nothingToSend: 'There is nothing to send yet: write to us first.',
  transcriptSent: (email: string) => `A copy of this conversation was emailed to ${email}.`,
  copyNeedsProvenAddress:
    'We email a copy only to an address you have confirmed: sign in to your account, or use the link in our reply email. You can download a copy instead.',
  away: (back: string) =>
    `Our team is away right now and back ${back}. We have passed your message to our inbox and will reply by email. You can keep writing here: it all reaches us.`,
  reopened: (name: string) => `${name} came back to the conversation from our email.`,
  linkExpired: 'This link has expired or is not valid. Start a new chat and we will pick it up from there.',
  noAnswer:
    'Sorry, nobody from our team is free right now. We have passed your conversation to our inbox and will reply by email within 24 hours. You can keep writing here: it all reaches us.',
} as const;
