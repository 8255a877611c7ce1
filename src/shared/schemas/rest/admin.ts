import { z } from 'zod';
import {
  activityInput,
  adminMessageInput,
  completeProjectInput,
  createAdminInput,
  createUserInput,
  projectStatusInput,
  socialLinkInput,
  socialSettingsInput,
  specialAccountInput,
  updateUserInput,
} from '../admin';
import { restBody } from './body';
import { timestamp } from './common';

// Spec part 2 §7 Admin: the admin calls' snake_case payloads and answers.
export const adminEmailParams = z.object({ email: z.string().trim().min(1).max(254) });

export const createUserBody = restBody(
  createUserInput,
  {
    email: createUserInput.shape.email,
    name: createUserInput.shape.name,
    password: createUserInput.shape.password,
    is_admin: createUserInput.shape.isAdmin.nullable(),
    plan: createUserInput.shape.plan,
  },
  (body) => ({
    email: body.email,
    name: body.name,
    password: body.password,
    isAdmin: body.is_admin ?? false,
    plan: body.plan || null,
  }),
);

export const createAdminBody = restBody(
  createAdminInput,
  {
    email: createAdminInput.shape.email,
    name: createAdminInput.shape.name,
    password: createAdminInput.shape.password,
    admin_level: createAdminInput.shape.adminLevel.nullable(),
    permissions: createAdminInput.shape.permissions.nullable(),
  },
  (body) => ({
    email: body.email,
    name: body.name,
    password: body.password,
    adminLevel: body.admin_level ?? undefined,
    permissions: body.permissions ?? undefined,
  }),
);

export const updateUserBody = restBody(
  updateUserInput,
  {
    user_email: updateUserInput.shape.userEmail,
    new_username: updateUserInput.shape.newUsername,
    new_password: updateUserInput.shape.newPassword,
  },
  (body) => ({ userEmail: body.user_email, newUsername: body.new_username, newPassword: body.new_password }),
);

export const specialAccountBody = restBody(
  specialAccountInput,
  {
    customer_email: specialAccountInput.shape.customerEmail,
    customer_name: specialAccountInput.shape.customerName,
    admin_username: specialAccountInput.shape.adminUsername,
    admin_password: specialAccountInput.shape.adminPassword,
  },
  (body) => ({
    customerEmail: body.customer_email,
    customerName: body.customer_name,
    adminUsername: body.admin_username,
    adminPassword: body.admin_password,
  }),
);

/** The customer's email comes from the path. */
const statusChange = projectStatusInput.omit({ email: true });
export const projectStatusBody = restBody(
  statusChange,
  {
    status: statusChange.shape.status.nullable(),
    stage: statusChange.shape.stage.nullable(),
    notes: statusChange.shape.notes,
  },
  (body) => ({ status: body.status ?? undefined, stage: body.stage ?? undefined, notes: body.notes }),
);

export const completeProjectBody = restBody(
  completeProjectInput,
  {
    project_id: completeProjectInput.shape.projectId,
    customer_email: completeProjectInput.shape.customerEmail,
    completion_notes: completeProjectInput.shape.completionNotes,
    send_upgrade_email: completeProjectInput.shape.sendUpgradeEmail.nullable(),
  },
  (body) => ({
    projectId: body.project_id,
    customerEmail: body.customer_email,
    completionNotes: body.completion_notes,
    sendUpgradeEmail: body.send_upgrade_email ?? undefined,
  }),
);

export const adminMessageBody = restBody(
  adminMessageInput,
  {
    message_id: adminMessageInput.shape.messageId,
    customer_email: adminMessageInput.shape.customerEmail,
    subject: adminMessageInput.shape.subject,
    message: adminMessageInput.shape.message,
  },
  (body) => ({
    messageId: body.message_id || null,
    customerEmail: body.customer_email,
    subject: body.subject,
    message: body.message,
  }),
);

const linkFlags = z
  .array(
    z.object({
      id: z.number().int().positive(),
      is_active: z.boolean().optional(),
      show_on_homepage: z.boolean().optional(),
      show_in_footer: z.boolean().optional(),
    }),
  )
  .max(100)
  .optional();

const embedFlags = z.object({ instagram: z.boolean(), twitter: z.boolean(), facebook: z.boolean() }).partial();

/** The toggles are checked first, then the switches of existing links: a wrong toggle is refused on its own. */
export const socialSettingsBody = restBody(
  socialSettingsInput
    .extend({ links: z.unknown() })
    .transform((settings): unknown => settings)
    .pipe(socialSettingsInput.extend({ links: linkFlags })),
  {
    embed_instagram: z.boolean().optional(),
    embed_twitter: z.boolean().optional(),
    embed_facebook: z.boolean().optional(),
    embed_settings: embedFlags.optional(),
    social_proof_enabled: z.boolean().optional(),
    show_social_section: z.boolean().optional(),
    links: linkFlags,
  },
  (body) => {
    const embeds = (
      body.embed_settings && typeof body.embed_settings === 'object' && !Array.isArray(body.embed_settings)
        ? body.embed_settings
        : {}
    ) as Record<string, unknown>;
    return {
      embedInstagram: body.embed_instagram ?? embeds.instagram ?? false,
      embedTwitter: body.embed_twitter ?? embeds.twitter ?? false,
      embedFacebook: body.embed_facebook ?? embeds.facebook ?? false,
      socialProofEnabled: body.social_proof_enabled ?? undefined,
      showSocialSection: body.show_social_section ?? undefined,
      links: body.links,
    };
  },
);

const link = socialLinkInput.shape;
export const socialLinkBody = restBody(
  socialLinkInput,
  {
    platform: link.platform,
    url: link.url,
    username: link.username,
    display_name: link.displayName,
    followers_count: link.followersCount,
    is_active: link.isActive.nullable(),
    show_on_homepage: link.showOnHomepage.nullable(),
    show_in_footer: link.showInFooter.nullable(),
  },
  (body) => ({
    platform: body.platform,
    url: body.url,
    username: body.username,
    displayName: body.display_name,
    followersCount: body.followers_count,
    isActive: body.is_active ?? undefined,
    showOnHomepage: body.show_on_homepage ?? undefined,
    showInFooter: body.show_in_footer ?? undefined,
  }),
);

export const activityBody = restBody(
  activityInput,
  {
    page: activityInput.shape.page.nullable(),
    action: activityInput.shape.action.nullable(),
    duration: activityInput.shape.duration,
    chat_status: activityInput.shape.chatStatus.nullable(),
  },
  (body) => ({
    page: body.page ?? undefined,
    action: body.action ?? undefined,
    duration: body.duration,
    chatStatus: body.chat_status ?? undefined,
  }),
);

/** Admin lists: each row is described by its main fields (features/admin/wire.ts makes them). */
const row = z.looseObject({ id: z.number() });
/** A customer may be an order's buyer without an account yet: no id. */
const customerRow = z.looseObject({ id: z.number().nullable(), email: z.string() });

export const adminDashboardAnswer = z.looseObject({
  total_customers: z.number(),
  total_projects: z.number(),
  total_messages: z.number(),
  total_files: z.number(),
  total_users: z.number(),
  total_revenue: z.number(),
  recent_bookings: z.array(row),
  recent_customers: z.array(customerRow),
  customers: z.array(customerRow),
  projects: z.array(row),
});
export const projectDetailsAnswer = z.looseObject({
  id: z.number(),
  customer_email: z.string(),
  status: z.string(),
  details: z.object({ files: z.array(row), messages: z.array(row) }),
});
export const usersAnswer = z.object({
  users: z.array(row.extend({ email: z.string(), is_admin: z.boolean(), created_at: timestamp })),
});
export const messagesAnswer = z.object({
  messages: z.array(row.extend({ subject: z.string(), message: z.string(), responded: z.boolean() })),
});
export const filesAnswer = z.object({ files: z.array(row.extend({ filename: z.string() })) });
export const activityLogAnswer = z.object({
  admin_activities: z.array(
    z.object({
      id: z.number(),
      admin_email: z.string(),
      action: z.string(),
      page: z.string().nullable(),
      duration: z.number().nullable(),
      details: z.unknown(),
      timestamp,
    }),
  ),
});
export const realtimeStatusAnswer = z.object({
  admins: z.array(
    z.object({
      admin_info: z.object({ name: z.string(), email: z.string() }),
      is_active: z.boolean(),
      current_page: z.string().nullable(),
      chat_status: z.string(),
      last_activity: timestamp.nullable(),
    }),
  ),
});

/** What a heartbeat or page view answers: recorded, and whether the admin still counts as active. */
export const activityAnswer = z.object({ ok: z.literal(true), isActive: z.boolean() });
