import { CUSTOMER_STATUS_LABELS } from '../../../shared/admin';
import { contractPdfPath } from '../../../shared/content/agreement';
import {
  adminDashboardAnswer,
  adminMessageRow,
  customerRow,
  filesAnswer,
  projectDetailsAnswer,
  projectRow,
  userRow,
} from '../../../shared/schemas/rest/admin';
import { dollars, megabytes, toWire } from '../../http/wire';
import type { AgreementState } from '../booking';
import type { listAllFiles } from './files';
import type { listMessages } from './messages';
import type { AdminStats } from './overview';
import type { projectDetails, projectView } from './projects';
import type { listCustomers, listUsers } from './users';
import { wireOfView } from '../schedule';

// The spec's snake_case shapes (part 2 §3) of what the admin services return: the fields that are
// more than a rename of the service's are given; toWire renames the rest.

export const userWire = (user: ReturnType<typeof listUsers>[number]) =>
  toWire(userRow, user, { role: user.isAdmin ? 'admin' : 'customer' });

export const customerWire = (customer: ReturnType<typeof listCustomers>[number]) =>
  toWire(customerRow, customer, {
    id: customer.userId,
    phone_number: null,
    project_status_label: CUSTOMER_STATUS_LABELS[customer.projectStatus],
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

/** The spec names the customer and the status twice over. */
const projectAliases = (project: ReturnType<typeof projectView>) => ({
  customer_name: project.name,
  customer_email: project.email,
  project_status: project.status,
  project_stage: project.stage,
});

export const projectWire = (project: ReturnType<typeof projectView>) =>
  toWire(projectRow, project, projectAliases(project));

/** A file as the project's details list it (its fields in an order of their own). */
const detailsFileWire = (file: ReturnType<typeof projectDetails>['files'][number]) => ({
  id: file.id,
  filename: file.filename,
  file_size_mb: megabytes(file.size),
  content_type: file.contentType,
  notes: file.notes,
  uploaded_at: file.uploadedAt,
});

export const projectDetailsWire = (details: ReturnType<typeof projectDetails>) =>
  toWire(projectDetailsAnswer, details, {
    ...projectAliases(details),
    agreement: agreementWire(details.agreement),
    details: toWire(projectDetailsAnswer.shape.details, details, { files: details.files.map(detailsFileWire) }),
  });

export const messageWire = (message: ReturnType<typeof listMessages>[number]) => toWire(adminMessageRow, message);

export const fileWire = (file: ReturnType<typeof listAllFiles>[number]) =>
  toWire(filesAnswer.shape.files.element, file, { file_size_mb: megabytes(file.size), upload_date: file.uploadedAt });

/** The counts and recent lists: the full lists are added by who may read them (rest.ts). */
const statsAnswer = adminDashboardAnswer.omit({ customers: true, projects: true });
const { recent_projects, recent_orders } = statsAnswer.shape;

export const statsWire = (stats: AdminStats) =>
  toWire(statsAnswer, stats, {
    total_zoom_bookings: stats.upcomingZoomBookings,
    total_revenue: stats.totalRevenueCents === null ? null : dollars(stats.totalRevenueCents),
    user_counts: {
      regular_users: stats.userCounts.regularUsers,
      admin_users: stats.userCounts.adminUsers,
      users_with_plans: stats.userCounts.withPlan,
      users_without_plans: stats.userCounts.withoutPlan,
    },
    recent_bookings: stats.recentBookings.map(wireOfView),
    recent_customers: stats.recentCustomers.map(customerWire),
    recent_projects: stats.recentProjects.map((project) =>
      toWire(recent_projects.element, project, {
        customer_name: project.name,
        customer_email: project.email,
        project_stage: project.stage,
      }),
    ),
    recent_orders: stats.recentOrders.map((order) =>
      toWire(recent_orders.element, order, {
        customer_name: order.name,
        customer_email: order.email,
        amount: dollars(order.amountCents),
      }),
    ),
  });
