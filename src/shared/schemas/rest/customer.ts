import { z } from 'zod';
import { extraPagesInput, revisionInput, selectPlanInput, sendMessageInput, upgradeInput } from '../customer';
import { snakeBody } from './body';
import { timestamp } from './common';
import { bookingWireSchema } from './schedule';

// Spec part 2 §7 Customer: the dashboard's calls.
export const filenameParam = z.object({ filename: z.string().min(1).max(255) });
export const fileIdQuery = z.object({ id: z.coerce.number().int().positive().optional() });

export const revisionBody = snakeBody(revisionInput);

export const extraPagesBody = snakeBody(extraPagesInput);

export const sendMessageBody = snakeBody(sendMessageInput);

export const upgradeBody = snakeBody(upgradeInput, { nullAsAbsent: ['paymentMethod'] });

export const selectPlanBody = snakeBody(selectPlanInput, {
  names: { plan: 'plan_name' },
  nullAsAbsent: ['paymentMethod'],
});

const pages = z.union([z.number(), z.literal('unlimited')]);

/** A stored file as the customer's and the team's lists show it. */
export const fileRow = z.object({
  id: z.number(),
  filename: z.string(),
  file_size_mb: z.number(),
  content_type: z.string(),
  uploaded_at: timestamp,
  notes: z.string().nullable(),
});

/** A message between a customer and the team, either way. */
export const messageRow = z.object({
  id: z.number(),
  subject: z.string(),
  message: z.string(),
  from_admin: z.boolean(),
  created_at: timestamp,
});

export const dashboardAnswer = z.object({
  user: z.object({
    name: z.string(),
    email: z.string(),
    plan: z.string().nullable(),
    order_id: z.string().nullable(),
    created_at: timestamp,
  }),
  client: z
    .object({
      project_status: z.string(),
      project_stage: z.number(),
      admin_notes: z.string().nullable(),
      notes_updated_at: timestamp.nullable(),
      business_name: z.string().nullable(),
      website_url: z.string().nullable(),
      created_at: timestamp,
    })
    .nullable(),
  plan_details: z.object({ name: z.string(), pages, revisions_included: z.number().nullable() }).nullable(),
  has_plan: z.boolean(),
  files: z.array(fileRow),
  messages: z.array(messageRow),
  revisions: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      message: z.string(),
      page_url: z.string().nullable(),
      requires_payment: z.boolean(),
      created_at: timestamp,
    }),
  ),
  extra_pages: z.array(
    z.object({
      id: z.number(),
      pages_requested: z.number(),
      status: z.string(),
      description: z.string().nullable(),
      created_at: timestamp,
    }),
  ),
  zoom_booking: bookingWireSchema.nullable(),
  notifications: z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      title: z.string(),
      message: z.string(),
      created_at: timestamp,
      seen: z.boolean(),
    }),
  ),
  /** The lines of the customer's latest chat; type user is the customer. */
  conversation_messages: z.array(
    z.object({ type: z.enum(['user', 'admin', 'system']), message: z.string(), timestamp }),
  ),
});

export const uploadFilesAnswer = z.object({
  message: z.string(),
  files: z.array(z.object({ id: z.number(), filename: z.string(), size: z.number() })),
});

export const extraCheckoutAnswer = z.object({
  message: z.string(),
  requires_payment: z.boolean(),
  amount: z.number(),
  checkout_url: z.string().nullable().optional(),
  order_id: z.string().optional(),
});

export const planCheckoutAnswer = z.object({
  checkout_url: z.string().nullable(),
  order_id: z.string(),
  price_difference: z.number().optional(),
});

export const availablePlansAnswer = z.object({
  available_plans: z.record(
    z.string(),
    z.object({
      name: z.string(),
      price: z.number(),
      pages,
      revisions_included: z.number().nullable(),
      features: z.array(z.string()),
      popular: z.boolean(),
      difference: z.number().nullable(),
    }),
  ),
});
