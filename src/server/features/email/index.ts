// The email feature as the others see it: they import it from here, never from its files (decision 035).
export { deliverAdminNotices, forgetNoticesAbout, noticeToAdmins, stopAdminNotices } from './admin-notices';
export {
  accountCreatedEmail,
  addendumIssuedEmail,
  adminAddendumSignedNotice,
  adminBookingNotice,
  adminOrderNotice,
  agreementVoidedEmail,
  chatAwaitsYouEmail,
  chatCopyEmail,
  chatRepliesEmail,
  chatTranscriptEmail,
  deliverableReadyEmail,
  emailVerificationEmail,
  fileFromTeamEmail,
  meetingCancelledEmail,
  meetingDetailsEmail,
  meetingReminderEmail,
  passwordChangedEmail,
  passwordResetEmail,
  chargeCancelledEmail,
  paymentLinkEmail,
  plainEmail,
  projectCompletedEmail,
  receiptEmail,
  refundEmail,
  secondFactorChangedEmail,
  teamMessageEmail,
} from './messages';
export type { MeetingEmailInput, ReceiptInput, UpgradeOffer } from './messages';
export { emailRoutes } from './rest';
export { emailRouter } from './router';
export { startOutboxRunner } from './outbox-runner';
export {
  deliverCommitted,
  dropQueued,
  emailDeps,
  failedEmailCount,
  forgetMailAbout,
  preloadEmailRendering,
  queueEmail,
  reviseQueued,
  sendEmail,
  withMail,
} from './service';
export type { OutgoingEmail } from './service';
