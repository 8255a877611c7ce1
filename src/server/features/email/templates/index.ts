import { AccountCreated, EmailVerification, PasswordChanged, PasswordReset, SecondFactorChanged } from './account';
import { AdminBookingNotice, MeetingCancelled, MeetingDetails, MeetingReminder } from './meetings';
import {
  AdminAddendumSigned,
  AdminOrderNotice,
  AgreementAddendum,
  AgreementVoided,
  ChargeCancelled,
  PaymentLink,
  Receipt,
  Refund,
} from './payments';
import {
  AdminDigest,
  ChatAwaitsYou,
  ChatReplies,
  ChatTranscript,
  DeliverableReady,
  FileFromTeam,
  PlainMessage,
  ProjectCompleted,
  TeamMessage,
} from './team';

/**
 * Every email body by name. Messages refer to a template by its name and props (see EmailBody), so
 * the React components and react-email are loaded when the first message is sent, not at start-up.
 */
export const templates = {
  AccountCreated,
  AdminAddendumSigned,
  AdminDigest,
  AdminBookingNotice,
  AdminOrderNotice,
  AgreementAddendum,
  AgreementVoided,
  ChargeCancelled,
  ChatAwaitsYou,
  ChatReplies,
  ChatTranscript,
  DeliverableReady,
  EmailVerification,
  FileFromTeam,
  MeetingCancelled,
  MeetingDetails,
  MeetingReminder,
  PasswordChanged,
  PasswordReset,
  PaymentLink,
  PlainMessage,
  ProjectCompleted,
  Receipt,
  Refund,
  SecondFactorChanged,
  TeamMessage,
};
