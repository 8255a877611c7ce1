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
import { ADMIN_LEVELS } from '../../admin';
import { ONBOARDING_STEPS } from '../../onboarding';
import { restBody, snakeBody } from './body';
import { timestamp } from './common';
import { fileRow, messageRow } from './customer';
import { bookingWireSchema } from './schedule';

// Spec part 2 §7 Admin: the admin calls' snake_case payloads and answers.
export const adminEmailParams = z.object({ email: z.string().trim().min(1).max(254) });

export const createUserBody = snakeBody(createUserInput, { nullAsAbsent: ['isAdmin'], emptyAsNull: ['plan'] });

export const createAdminBody = snakeBody(createAdminInput, { nullAsAbsent: ['adminLevel', 'permissions'] });

export const updateUserBody = snakeBody(updateUserInput);

export const specialAccountBody = snakeBody(specialAccountInput);

/** The customer's email comes from the path. */
const statusChange = projectStatusInput.omit({ email: true });
export const projectStatusBody = snakeBody(statusChange, { nullAsAbsent: ['status', 'stage'] });

export const completeProjectBody = snakeBody(completeProjectInput, { nullAsAbsent: ['sendUpgradeEmail'] });

export const adminMessageBody = snakeBody(adminMessageInput, { emptyAsNull: ['messageId'] });

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

export const socialLinkBody = snakeBody(socialLinkInput, {
  nullAsAbsent: ['isActive', 'showOnHomepage', 'showInFooter'],
});

export const activityBody = snakeBody(activityInput, { nullAsAbsent: ['page', 'action', 'chatStatus'] });

// Admin lists and answers (features/admin/wire.ts makes the rows).

/** not_required: no plan paid through a checkout (none, or one the team gave), so nothing to sign. */
const agreementRow = z.object({
  status: z.enum(['not_required', 'unsigned', 'signed']),
  signed_by: z.string().nullable(),
  signed_at: timestamp.nullable(),
  signed_from_ip: z.string().nullable(),
  text_sha256: z.string().nullable(),
  pdf_url: z.string().nullable(),
});

export const userRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  role: z.enum(['admin', 'customer']),
  admin_level: z.enum(ADMIN_LEVELS).nullable(),
  permissions: z.array(z.string()).nullable(),
  has_plan: z.boolean(),
  plan: z.string().nullable(),
  /** The newest project's own status ('In Progress'), not a customer row's pending/ongoing/completed. */
  project_status: z.string().nullable(),
  order_id: z.string().nullable(),
  created_at: timestamp,
});

/** A customer may be an order's buyer without an account yet: no id. */
export const customerRow = z.object({
  id: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  plan: z.string().nullable(),
  has_plan: z.boolean(),
  order_id: z.string().nullable(),
  /** The spec's field: no phone number is kept. */
  phone_number: z.null(),
  project_id: z.number().nullable(),
  project_status: z.enum(['pending', 'ongoing', 'completed', 'no_plan']),
  project_status_label: z.string(),
  /** Whether there is a project under the email: a paying customer rather than a registration. */
  client_record: z.boolean(),
  created_at: timestamp,
  agreement: agreementRow,
});

/** The spec names the customer and the status twice over; each pair carries the same value. */
export const projectRow = z.object({
  id: z.number(),
  customer_name: z.string(),
  name: z.string(),
  customer_email: z.string(),
  email: z.string(),
  plan: z.string(),
  status: z.string(),
  project_status: z.string(),
  project_stage: z.number(),
  admin_notes: z.string().nullable(),
  notes_updated_at: timestamp.nullable(),
  notes_by: z.string().nullable(),
  business_name: z.string().nullable(),
  website_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  created_at: timestamp,
});

/** A customer's message to the team, with who sent it: an account's name, else the chat's, else the email. */
export const adminMessageRow = z.object({
  id: z.number(),
  subject: z.string(),
  message: z.string(),
  user_email: z.string(),
  customer_name: z.string(),
  responded: z.boolean(),
  created_at: timestamp,
});

export const adminDashboardAnswer = z.object({
  total_customers: z.number(),
  /** Only the booked meetings still to come. */
  total_zoom_bookings: z.number(),
  total_projects: z.number(),
  active_projects: z.number(),
  total_messages: z.number(),
  pending_messages: z.number(),
  total_files: z.number(),
  waiting_chats: z.number(),
  total_users: z.number(),
  /**
   * Dollars kept of the paid orders: what was refunded of them is taken off. Null, as paid_orders,
   * for an admin without the Payments area (not in the spec, which has no areas).
   */
  total_revenue: z.number().nullable(),
  paid_orders: z.number().nullable(),
  user_counts: z.object({
    regular_users: z.number(),
    admin_users: z.number(),
    users_with_plans: z.number(),
    users_without_plans: z.number(),
  }),
  // The recent lists and the full ones are empty for an admin without the area's permission.
  recent_bookings: z.array(bookingWireSchema),
  recent_customers: z.array(customerRow),
  recent_messages: z.array(adminMessageRow.omit({ message: true, customer_name: true })),
  recent_projects: z.array(
    projectRow
      .pick({ id: true, customer_name: true, customer_email: true, plan: true, status: true, project_stage: true })
      .extend({ updated_at: timestamp }),
  ),
  recent_orders: z.array(
    z.object({
      order_id: z.string(),
      customer_name: z.string(),
      customer_email: z.string(),
      description: z.string(),
      /** Dollars paid, before any refund. */
      amount: z.number(),
      paid_at: timestamp.nullable(),
    }),
  ),
  customers: z.array(customerRow),
  projects: z.array(projectRow),
});
export const projectDetailsAnswer = projectRow.extend({
  business_description: z.string().nullable(),
  agreement: agreementRow,
  /** Null for a buyer without an account: the checklist is an account's. */
  onboarding: z
    .array(z.object({ step: z.enum(ONBOARDING_STEPS.map((item) => item.key)), label: z.string(), done: z.boolean() }))
    .nullable(),
  start_date: z.string().nullable(),
  design_references: z.array(z.string()),
  website_content: z.object({ about: z.string(), services: z.string(), contact: z.string() }).nullable(),
  details: z.object({
    files: z.array(fileRow),
    messages: z.array(
      z.object({ ...messageRow.omit({ created_at: true }).shape, responded: z.boolean(), created_at: timestamp }),
    ),
  }),
});
export const usersAnswer = z.object({ users: z.array(userRow) });
export const messagesAnswer = z.object({ messages: z.array(adminMessageRow) });
export const filesAnswer = z.object({
  files: z.array(
    z.object({
      ...fileRow.pick({ id: true, filename: true, file_size_mb: true }).shape,
      customer_name: z.string(),
      customer_email: z.string(),
      content_type: z.string(),
      /** The same time as uploaded_at: the spec names it both ways. */
      upload_date: timestamp,
      uploaded_at: timestamp,
      source: z.enum(['customer', 'admin']),
      notes: z.string().nullable(),
    }),
  ),
});

// The writes that answer more than their message: camelCase, as their services name it.
export const createdUserAnswer = z.object({ message: z.string(), userId: z.number() });
export const specialAccountAnswer = z.object({ message: z.string(), orderId: z.string() });
export const projectStatusAnswer = z.object({ message: z.string(), project: projectRow });
/** The plans the customer may upgrade to, by name, whether or not the email offering them was sent. */
export const completeProjectAnswer = z.object({ message: z.string(), upgradeOffers: z.array(z.string()) });
export const markReadAnswer = z.object({ message: z.string(), responded: z.boolean() });
export const sentFileAnswer = z.object({ message: z.string(), fileId: z.number(), filename: z.string() });
export const socialLinkAnswer = z.object({ message: z.string(), id: z.number() });

export const activityLogAnswer = z.object({
  admin_activities: z.array(
    z.object({
      id: z.number(),
      admin_email: z.string(),
      action: z.string(),
      page: z.string().nullable(),
      duration: z.number().nullable(),
      details: z.string().nullable(),
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
