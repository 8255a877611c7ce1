import { CUSTOMER_STATUS_LABELS } from '../../../shared/admin';
import { contractPdfPath } from '../../../shared/content/agreement';
import type { AgreementState } from '../booking';
import type { listAllFiles } from './files';
import type { listMessages } from './messages';
import type { AdminStats } from './overview';
import type { projectDetails, projectView } from './projects';
import type { listCustomers, listUsers } from './users';
import { wireOfView } from '../schedule';

// The spec's snake_case shapes (part 2 §3) of what the admin services return.

const dollars = (cents: number) => cents / 100;
const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;

export const userWire = (user: ReturnType<typeof listUsers>[number]) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  is_admin: user.isAdmin,
  role: user.isAdmin ? 'admin' : 'customer',
  admin_level: user.adminLevel,
  permissions: user.permissions,
  has_plan: user.hasPlan,
  plan: user.plan,
  project_status: user.projectStatus,
  order_id: user.orderId,
  created_at: user.createdAt,
});

export const customerWire = (customer: ReturnType<typeof listCustomers>[number]) => ({
  id: customer.userId,
  name: customer.name,
  email: customer.email,
  plan: customer.plan,
  has_plan: customer.hasPlan,
  order_id: customer.orderId,
  phone_number: null,
  project_id: customer.projectId,
  project_status: customer.projectStatus,
  project_status_label: CUSTOMER_STATUS_LABELS[customer.projectStatus],
  client_record: customer.clientRecord,
  created_at: customer.createdAt,
  agreement: agreementWire(customer.agreement),
});

const agreementWire = (agreement: AgreementState) => ({
  status: agreement.state,
  signed_by: agreement.signed?.signature ?? null,
  signed_at: agreement.signed?.signedAt ?? null,
  signed_from_ip: agreement.signed?.ip ?? null,
  text_sha256: agreement.signed?.textSha256 ?? null,
  pdf_url: agreement.signed && agreement.orderId ? contractPdfPath(agreement.orderId) : null,
});

export const projectWire = (project: ReturnType<typeof projectView>) => ({
  id: project.id,
  customer_name: project.name,
  name: project.name,
  customer_email: project.email,
  email: project.email,
  plan: project.plan,
  status: project.status,
  project_status: project.status,
  project_stage: project.stage,
  admin_notes: project.adminNotes,
  notes_updated_at: project.notesUpdatedAt,
  notes_by: project.notesBy,
  business_name: project.businessName,
  website_url: project.websiteUrl,
  logo_url: project.logoUrl,
  created_at: project.createdAt,
});

export const projectDetailsWire = (details: ReturnType<typeof projectDetails>) => ({
  ...projectWire(details),
  business_description: details.businessDescription,
  agreement: agreementWire(details.agreement),
  onboarding: details.onboarding?.map((item) => ({ step: item.step, label: item.label, done: item.done })) ?? null,
  start_date: details.startDate,
  design_references: details.designReferences,
  website_content: details.websiteContent,
  details: {
    files: details.files.map((file) => ({
      id: file.id,
      filename: file.filename,
      file_size_mb: megabytes(file.size),
      content_type: file.contentType,
      notes: file.notes,
      uploaded_at: file.uploadedAt,
    })),
    messages: details.messages.map((message) => ({
      id: message.id,
      subject: message.subject,
      message: message.message,
      from_admin: message.fromAdmin,
      responded: message.responded,
      created_at: message.createdAt,
    })),
  },
});

export const messageWire = (message: ReturnType<typeof listMessages>[number]) => ({
  id: message.id,
  subject: message.subject,
  message: message.message,
  user_email: message.userEmail,
  customer_name: message.customerName,
  responded: message.responded,
  created_at: message.createdAt,
});

export const fileWire = (file: ReturnType<typeof listAllFiles>[number]) => ({
  id: file.id,
  filename: file.filename,
  file_size_mb: megabytes(file.size),
  customer_name: file.customerName,
  customer_email: file.customerEmail,
  content_type: file.contentType,
  upload_date: file.uploadedAt,
  uploaded_at: file.uploadedAt,
  source: file.source,
  notes: file.notes,
});

export const statsWire = (stats: AdminStats) => ({
  total_customers: stats.totalCustomers,
  total_zoom_bookings: stats.upcomingZoomBookings,
  total_projects: stats.totalProjects,
  active_projects: stats.activeProjects,
  total_messages: stats.totalMessages,
  pending_messages: stats.pendingMessages,
  total_files: stats.totalFiles,
  waiting_chats: stats.waitingChats,
  total_users: stats.totalUsers,
  total_revenue: dollars(stats.totalRevenueCents),
  paid_orders: stats.paidOrders,
  user_counts: {
    regular_users: stats.userCounts.regularUsers,
    admin_users: stats.userCounts.adminUsers,
    users_with_plans: stats.userCounts.withPlan,
    users_without_plans: stats.userCounts.withoutPlan,
  },
  recent_bookings: stats.recentBookings.map(wireOfView),
  recent_customers: stats.recentCustomers.map(customerWire),
  recent_messages: stats.recentMessages.map((message) => ({
    id: message.id,
    subject: message.subject,
    user_email: message.userEmail,
    responded: message.responded,
    created_at: message.createdAt,
  })),
  recent_projects: stats.recentProjects.map((project) => ({
    id: project.id,
    customer_name: project.name,
    customer_email: project.email,
    plan: project.plan,
    status: project.status,
    project_stage: project.stage,
    updated_at: project.updatedAt,
  })),
  recent_orders: stats.recentOrders.map((order) => ({
    order_id: order.orderId,
    customer_name: order.name,
    customer_email: order.email,
    description: order.description,
    amount: dollars(order.amountCents),
    paid_at: order.paidAt,
  })),
});
