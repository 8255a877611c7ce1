import { z } from 'zod';
import {
  ADMIN_LEVELS,
  ADMIN_PERMISSION_KEYS,
  CHAT_STATUSES,
  DEFAULT_ADMIN_PERMISSIONS,
  PROJECT_STAGE_NUMBERS,
  PROJECT_STATUSES,
  type AdminLevel,
  type AdminPermission,
} from '../admin';
import { CUSTOMER_PLAN_SLUGS } from '../plans';
import { PASSWORD_MIN_LENGTH } from '../rules';
import { SOCIAL_PLATFORMS } from '../social';
import { AUTH_MESSAGES, emailSchema, optionalPersonName, personName } from './auth';
import { numberOrText } from './numbers';

// Spec part 2 §5 admin validations and §8 admin errors and successes, word for word where given.
export const ADMIN_MESSAGES = {
  cancelBookingFailed: 'Failed to cancel Zoom booking',
  bookingCancelled: 'Zoom booking cancelled successfully',
  deleteProjectFailed: 'Failed to delete project',
  projectDeleted: 'Project data deleted successfully',
  markReadFailed: 'Failed to mark message as read',
  markedRead: 'Message marked as read',
  markedUnread: 'Message marked as not responded',
  deleteMessageFailed: 'Failed to delete message',
  messageDeleted: 'Message deleted successfully',
  deleteFileFailed: 'Failed to delete file',
  fileDeleted: 'File deleted successfully',
  resetFailed: 'Failed to send password reset email',
  resetSecondFactorsFailed: 'Failed to remove their second factors. Please try again.',
  updateUserFailed: 'Failed to update user',
  userUpdated: 'User updated successfully',
  addLinkFailed: 'Failed to add social media link',
  sendMessageFailed: 'Failed to send message',
  sendFileFailed: 'Failed to send file',
  updateProjectFailed: 'Failed to update project',
  completeProjectFailed: 'Failed to complete project',
  createUserFailed: 'Failed to create user',
  createAdminFailed: 'Failed to create admin',
  specialAccountFailed: 'Failed to create admin special account',
  processFileFailed: 'Failed to process file',
  customerEmailNotFound: 'Customer email not found',
  loadFailed: 'Failed to load dashboard data',
  refreshFailed: 'Failed to refresh dashboard data',
  refreshed: 'Dashboard data refreshed successfully!',
  loadUsersFailed: 'Failed to load users',
  loadCompletionFailed: 'Failed to load project completion details',
  deleteCustomerFailed: 'Failed to delete customer',
  customerDeleted: 'Customer and all associated data deleted successfully',
  loadSocialFailed: 'Failed to load social media settings',
  updateSocialFailed: 'Failed to update social media settings',
  socialUpdated: 'Social media settings updated successfully',
  deleteLinkFailed: 'Failed to delete social media link',
  linkDeleted: 'Social media link deleted successfully',
  linkAdded: 'Social media link added successfully',
  loadChatsFailed: 'Failed to load chat conversations',
  downloadFailed: 'Failed to download file. Please try again.',
  fileDownloaded: 'File downloaded',
  selectFile: 'Please select a file',
  usernameOrPassword: 'Please provide username or password to update',
  requiredUserFields: 'Email, name and password are required',
  specialRequired: 'Customer email, customer name, admin email and admin password are required',
  subjectAndMessage: 'Please enter a subject and a message',
  urlRequired: 'Please enter the link URL',
  urlInvalid: 'Please enter a full link starting with https://',
  monitoringFirstAdminOnly: 'Only the first admin can view activity monitoring data',
  adminNotDeletable: 'Admin accounts cannot be deleted from the user list',
  userNotFound: 'User not found',
  projectNotFound: 'Project not found',
  messageNotFound: 'Message not found',
  fileNotFound: 'File not found',
  linkNotFound: 'Social media link not found',
  adminCredentials: 'Your admin email or password is incorrect',
  specialAdminEmail: 'That email belongs to an administrator; use a customer email.',
  superAdminOnly: 'Only a super admin can create or change super admins and their permissions',
  grantOwnOnly: 'You can only grant permissions you have yourself',
  editAdminOnlySuper: 'Only a super admin can change another admin’s account',
  adminLevelInvalid: 'Admin level must be standard or super_admin',
  accessSuperAdminOnly: 'Only a super admin can change an admin’s level or areas',
  accessNotOwn: 'You cannot change your own level or areas',
  accessOfCustomer: 'This account is a customer: only an admin’s level and areas can be changed',
  accessOfOwner:
    'This is the site owner’s account (the first admin, or one made from the command line): it stays a super admin',
  lastSuperAdmin: 'The site needs at least one super admin: make another admin a super admin first',
  areasListedTwice: 'Each area can be listed only once',
  changeAccessFailed: 'Failed to change the admin’s access',
  areasChanged: (email: string) => `Areas of ${email} changed successfully`,
  levelChanged: (email: string, level: AdminLevel) =>
    `${email} is now ${level === 'super_admin' ? 'a super admin' : 'a standard admin'}`,
  accessUnchanged: (email: string) => `${email} already has this level and these areas`,
  noPermission: (area: string) => `Your admin account does not have access to ${area.toLowerCase()}`,
  messageSentTo: (name: string) => `Message sent to ${name}`,
  fileSentTo: (name: string) => `File sent to ${name}`,
  resetSent: (email: string) => `Password reset email sent to ${email}`,
} as const;

const trimmed = (max: number) => z.string().trim().max(max);
const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

export const customerEmailInput = z.object({
  email: z
    .string({ error: ADMIN_MESSAGES.customerEmailNotFound })
    .trim()
    .min(1, ADMIN_MESSAGES.customerEmailNotFound)
    .max(254)
    .toLowerCase(),
});
export const idInput = z.object({ id: numberOrText().pipe(z.number().int().positive()) });

/**
 * The text of the send-file payload (POST /files/send), with the same rules and messages as the
 * route's sendFileInput, which adds the file's name and base64 content; the form checks these.
 */
export const sendFileFields = z.object({
  recipientEmail: customerEmailInput.shape.email,
  message: optionalText(2000),
});

/** Send message modal and reply: both fields required after trimming (spec part 2 §5). */
export const adminMessageInput = z.object({
  customerEmail: z
    .string({ error: ADMIN_MESSAGES.customerEmailNotFound })
    .trim()
    .min(1, ADMIN_MESSAGES.customerEmailNotFound)
    .max(254)
    .toLowerCase(),
  subject: required(ADMIN_MESSAGES.subjectAndMessage, 200),
  message: required(ADMIN_MESSAGES.subjectAndMessage, 5000),
  /** The customer message being answered, if any; it is then marked responded. */
  messageId: numberOrText().pipe(z.number().int().positive()).nullish(),
});

export const projectStatusInput = z.object({
  email: z.string().trim().min(1, ADMIN_MESSAGES.customerEmailNotFound).max(254).toLowerCase(),
  status: z
    .enum(PROJECT_STATUSES, { error: `Status must be one of: ${PROJECT_STATUSES.join(', ')}` })
    .default('Plan Selected'),
  stage: numberOrText('Stage must be 1, 2, 3 or 4')
    .pipe(
      z
        .number()
        .int('Stage must be 1, 2, 3 or 4')
        .refine((stage) => (PROJECT_STAGE_NUMBERS as readonly number[]).includes(stage), 'Stage must be 1, 2, 3 or 4'),
    )
    .default(1),
  notes: optionalText(5000),
});

export const completeProjectInput = z.object({
  projectId: numberOrText(ADMIN_MESSAGES.projectNotFound).pipe(z.number().int().positive()),
  customerEmail: z.string().trim().max(254).toLowerCase().nullish(),
  completionNotes: optionalText(5000),
  sendUpgradeEmail: z.boolean().default(true),
});

// abort: a blank field answers 'required' alone, not also 'too short' (zod runs every check otherwise).
const password = z
  .string({ error: ADMIN_MESSAGES.requiredUserFields })
  .min(1, { error: ADMIN_MESSAGES.requiredUserFields, abort: true })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(256);
const name = personName(ADMIN_MESSAGES.requiredUserFields);
const email = z
  .string({ error: ADMIN_MESSAGES.requiredUserFields })
  .trim()
  .min(1, ADMIN_MESSAGES.requiredUserFields)
  .pipe(emailSchema);

export const createUserInput = z.object({
  email,
  name,
  password,
  isAdmin: z.boolean().default(false),
  plan: z
    .enum(CUSTOMER_PLAN_SLUGS, { error: 'Plan must be starter, pro or elite' })
    .nullish()
    .transform((plan) => plan ?? null),
});

/** One area of a standard admin (ADMIN_PERMISSIONS). */
const adminArea = z.enum(ADMIN_PERMISSION_KEYS as [AdminPermission, ...AdminPermission[]], {
  error: `Permissions must be among: ${ADMIN_PERMISSION_KEYS.join(', ')}`,
});

const adminLevel = z.enum(ADMIN_LEVELS, { error: ADMIN_MESSAGES.adminLevelInvalid });

export const createAdminInput = z.object({
  email,
  name,
  password,
  adminLevel: adminLevel.default('standard'),
  permissions: z
    .array(adminArea)
    .max(ADMIN_PERMISSION_KEYS.length)
    .default([...DEFAULT_ADMIN_PERMISSIONS])
    .transform((list) => [...new Set(list)]),
});

/** The account an admin form acts on, by its email; a blank one is an account nobody has. */
const userEmail = z
  .string({ error: ADMIN_MESSAGES.userNotFound })
  .trim()
  .min(1, ADMIN_MESSAGES.userNotFound)
  .max(254)
  .toLowerCase();

/**
 * Change access modal: the admin's level from now on and, for a standard admin, every area they
 * are to have (none leaves them the overview alone, as the create admin modal allows; left out, the
 * areas a new admin gets). A super admin has every area, whatever the list says.
 */
export const setAdminAccessInput = z.object({
  userEmail,
  adminLevel,
  permissions: z
    .array(adminArea)
    .max(ADMIN_PERMISSION_KEYS.length)
    .refine((list) => new Set(list).size === list.length, ADMIN_MESSAGES.areasListedTwice)
    .default([...DEFAULT_ADMIN_PERMISSIONS]),
});

/** Blank values are left out; at least one change is needed (spec part 2 §5 edit user). */
export const updateUserInput = z
  .object({
    userEmail,
    newUsername: optionalPersonName()
      .nullish()
      .transform((value) => value || null),
    newPassword: z
      .string()
      .max(256)
      .nullish()
      .transform((value) => (value?.trim() ? value.trim() : null)),
  })
  .refine((input) => input.newUsername !== null || input.newPassword !== null, {
    message: ADMIN_MESSAGES.usernameOrPassword,
    path: ['newUsername'],
  })
  .refine((input) => input.newPassword === null || input.newPassword.length >= PASSWORD_MIN_LENGTH, {
    message: AUTH_MESSAGES.passwordTooShort,
    path: ['newPassword'],
  });

export const specialAccountInput = z.object({
  customerEmail: z
    .string({ error: ADMIN_MESSAGES.specialRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.specialRequired)
    .pipe(emailSchema),
  customerName: personName(ADMIN_MESSAGES.specialRequired),
  adminUsername: z
    .string({ error: ADMIN_MESSAGES.specialRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.specialRequired)
    .max(254),
  adminPassword: z.string({ error: ADMIN_MESSAGES.specialRequired }).min(1, ADMIN_MESSAGES.specialRequired).max(256),
});

const followersCount = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const parsed = typeof value === 'number' ? value : Number(String(value).replace(/[,\s]/g, ''));
    return Number.isFinite(parsed) && parsed >= 0 ? Math.min(Math.round(parsed), 1_000_000_000_000) : null;
  });

export const socialLinkInput = z.object({
  platform: z.enum(SOCIAL_PLATFORMS, { error: `Platform must be one of: ${SOCIAL_PLATFORMS.join(', ')}` }),
  url: z
    .string({ error: ADMIN_MESSAGES.urlRequired })
    .trim()
    // abort: a blank URL answers 'Please enter the link URL' alone, without the full-link message.
    .min(1, { error: ADMIN_MESSAGES.urlRequired, abort: true })
    .max(500)
    // A host of dot-separated names, then anything but spaces: each character read one way only.
    .refine((value) => /^https?:\/\/[^\s/.]+(?:\.[^\s/.]+)+(?:\/\S*)?$/i.test(value), ADMIN_MESSAGES.urlInvalid),
  username: optionalText(100),
  displayName: optionalText(100),
  followersCount,
  isActive: z.boolean().default(true),
  showOnHomepage: z.boolean().default(true),
  showInFooter: z.boolean().default(true),
});

export const socialLinkFlagsInput = z
  .object({
    id: z.number().int().positive(),
    isActive: z.boolean().optional(),
    showOnHomepage: z.boolean().optional(),
    showInFooter: z.boolean().optional(),
  })
  .refine(
    (input) => input.isActive !== undefined || input.showOnHomepage !== undefined || input.showInFooter !== undefined,
    'Choose a setting to change',
  );

export const socialSettingsInput = z.object({
  embedInstagram: z.boolean(),
  embedTwitter: z.boolean(),
  embedFacebook: z.boolean(),
  socialProofEnabled: z.boolean().default(true),
  showSocialSection: z.boolean().default(true),
});

/**
 * The activity log as the console reads it: page views (most of the trail, one a tab change) may
 * be left out to see who changed what. The spec's REST log is always the whole trail.
 */
export const activityLogInput = z.object({ withoutPageViews: z.boolean().default(false) }).optional();

/** POST /admin/activity/track: the heartbeat (action 'heartbeat') and page views with their duration. */
export const activityInput = z.object({
  page: trimmed(60).min(1).default('overview'),
  action: z
    .enum(['heartbeat', 'page_view', 'logout'], { error: 'Action must be heartbeat, page_view or logout' })
    .default('heartbeat'),
  /** Seconds spent on the page, for page views. */
  duration: z.coerce
    .number()
    .min(0)
    .max(86_400)
    .nullish()
    .transform((value) => (value == null ? null : Math.round(value))),
  chatStatus: z.enum(CHAT_STATUSES).default('away'),
});
