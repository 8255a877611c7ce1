import { hasPermission } from '../../../shared/admin';
import { MAX_UPLOAD_BYTES } from '../../../shared/rules';
import { customerEmailInput, idInput } from '../../../shared/schemas/admin';
import {
  activityAnswer,
  activityBody,
  activityLogAnswer,
  adminDashboardAnswer,
  adminEmailParams,
  adminMessageBody,
  completeProjectAnswer,
  completeProjectBody,
  createAdminBody,
  createdUserAnswer,
  createUserBody,
  filesAnswer,
  markReadAnswer,
  messagesAnswer,
  projectDetailsAnswer,
  projectStatusAnswer,
  projectStatusBody,
  realtimeStatusAnswer,
  sentFileAnswer,
  socialLinkAnswer,
  socialLinkBody,
  socialSettingsBody,
  specialAccountAnswer,
  specialAccountBody,
  updateUserBody,
  usersAnswer,
} from '../../../shared/schemas/rest/admin';
import { orderIdParam, voidAgreementBody } from '../../../shared/schemas/rest/booking';
import { snakeBody } from '../../../shared/schemas/rest/body';
import { download, messageAnswer } from '../../../shared/schemas/rest/common';
import { socialMediaAnswer } from '../../../shared/schemas/rest/content';
import { defineRoute, procedureRoute } from '../../http/route';
import { toWire } from '../../http/wire';
import { adminWith } from '../../core/access';
import { socialMediaWire } from '../content';
import { chargesCsv, chargesCsvFilename } from '../payment';
import { sendStoredFile } from '../files';
import { requireFile, sendFileInput, sendFileToCustomer } from './files';
import { adminRouter } from './router';
import { listProjects } from './projects';
import { updateSocialLinkFlags, updateSocialSettings } from './social';
import { listCustomers } from './users';
import { customerWire, fileWire, messageWire, projectDetailsWire, projectWire, statsWire, userWire } from './wire';

/** A base64 file of 10 MB is about 13.4 MB of JSON. */
const SEND_FILE_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;

const sendFileBody = snakeBody(sendFileInput);

// Spec part 2 §7 Admin: the admin calls with their snake_case payloads; 401 signed out, 403 for anyone but an admin.
export const adminRoutes = [
  procedureRoute(adminRouter.stats, {
    method: 'GET',
    url: '/admin/dashboard',
    summary: 'The overview: counts, and the lists of the areas the admin may see',
    schema: { response: { 200: adminDashboardAnswer } },
    answer: (stats, { deps, caller }) => ({
      ...statsWire(stats),
      // The counts are every admin's; the full lists only for the areas' admins, as admin.customers and admin.projects.
      customers: hasPermission(caller, 'users') ? listCustomers(deps.db).map(customerWire) : [],
      projects: hasPermission(caller, 'projects') ? listProjects(deps.db).map(projectWire) : [],
    }),
  }),

  procedureRoute(adminRouter.projectDetails, {
    method: 'GET',
    url: '/admin/client/:id/details',
    summary: "A project's details",
    schema: { params: idInput, response: { 200: projectDetailsAnswer } },
    answer: projectDetailsWire,
  }),

  procedureRoute(adminRouter.users, {
    method: 'GET',
    url: '/admin/users',
    summary: 'Every account',
    schema: { response: { 200: usersAnswer } },
    answer: (users) => ({ users: users.map(userWire) }),
  }),

  procedureRoute(adminRouter.createUser, {
    method: 'POST',
    url: '/admin/users/create',
    summary: 'Create an account',
    schema: { body: createUserBody, response: { 200: createdUserAnswer } },
  }),

  procedureRoute(adminRouter.createAdmin, {
    method: 'POST',
    url: '/admin/create-admin',
    summary: 'Create an admin',
    schema: { body: createAdminBody, response: { 200: createdUserAnswer } },
  }),

  procedureRoute(adminRouter.updateUser, {
    method: 'PUT',
    url: '/admin/users/update',
    summary: "Change an account's name or password",
    schema: { body: updateUserBody, response: { 200: messageAnswer } },
  }),

  procedureRoute(adminRouter.sendPasswordReset, {
    method: 'POST',
    url: '/admin/users/:email/reset-password',
    summary: 'Email an account a password reset link',
    schema: { params: adminEmailParams, response: { 200: messageAnswer } },
  }),

  procedureRoute(adminRouter.deleteCustomer, {
    method: 'DELETE',
    url: '/admin/customers/:email',
    summary: 'Delete a customer and everything of theirs',
    schema: { params: customerEmailInput, response: { 200: messageAnswer } },
  }),

  // override_existing is always true in the spec: the customer's plan is replaced.
  procedureRoute(adminRouter.specialAccount, {
    method: 'POST',
    url: '/admin/special/create-account',
    summary: 'Put a customer on the Admin Special plan',
    schema: { body: specialAccountBody, response: { 200: specialAccountAnswer } },
  }),

  procedureRoute(adminRouter.deleteProject, {
    method: 'DELETE',
    url: '/admin/projects/:email',
    summary: "Delete a customer's projects",
    schema: { params: customerEmailInput, response: { 200: messageAnswer } },
  }),

  procedureRoute(adminRouter.updateProjectStatus, {
    method: 'PUT',
    url: '/admin/projects/:email/status',
    summary: "Change a project's status, stage or notes",
    schema: { params: adminEmailParams, body: projectStatusBody, response: { 200: projectStatusAnswer } },
    answer: (result) => ({ message: result.message, project: projectWire(result.project) }),
  }),

  procedureRoute(adminRouter.completeProject, {
    method: 'POST',
    url: '/admin/projects/complete',
    summary: 'Mark a project complete',
    schema: { body: completeProjectBody, response: { 200: completeProjectAnswer } },
  }),

  procedureRoute(adminRouter.messages, {
    method: 'GET',
    url: '/admin/messages',
    summary: "The customers' messages",
    schema: { response: { 200: messagesAnswer } },
    answer: (messages) => ({ messages: messages.map(messageWire) }),
  }),

  procedureRoute(adminRouter.toggleResponded, {
    method: 'PUT',
    url: '/admin/messages/:id/mark-read',
    summary: 'Mark a message responded, or not',
    schema: { params: idInput, response: { 200: markReadAnswer } },
  }),

  procedureRoute(adminRouter.deleteMessage, {
    method: 'DELETE',
    url: '/admin/messages/:id',
    summary: 'Delete a message',
    schema: { params: idInput, response: { 200: messageAnswer } },
  }),

  procedureRoute(adminRouter.sendMessage, {
    method: 'POST',
    url: '/admin/messages/reply',
    summary: 'Message a customer, or answer their message',
    schema: { body: adminMessageBody, response: { 200: messageAnswer } },
  }),

  // Every charge as a spreadsheet for the accountant (not in the spec: issue 19, bookkeeping).
  defineRoute({
    method: 'GET',
    url: '/admin/charges.csv',
    access: adminWith('payments'),
    budget: { limit: 'staffExport' },
    summary: 'Every charge, as a spreadsheet',
    schema: { response: { 200: download('text/csv', 'The charges') } },
    handler: ({ deps, reply }) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${chargesCsvFilename()}"`)
        .header('cache-control', 'no-store')
        .send(chargesCsv(deps.db)),
  }),

  procedureRoute(adminRouter.files, {
    method: 'GET',
    url: '/admin/files',
    summary: 'Every stored file',
    schema: { response: { 200: filesAnswer } },
    answer: (files) => ({ files: files.map(fileWire) }),
  }),

  defineRoute({
    method: 'GET',
    url: '/admin/files/:id',
    access: adminWith('files'),
    summary: 'Download a stored file',
    schema: {
      params: idInput,
      response: { 200: download('application/octet-stream', 'The file, under its own content type') },
    },
    handler: ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, requireFile(deps.db, params.id)),
  }),

  procedureRoute(adminRouter.deleteFile, {
    method: 'DELETE',
    url: '/admin/files/:id',
    summary: 'Delete a stored file',
    schema: { params: idInput, response: { 200: messageAnswer } },
  }),

  defineRoute({
    method: 'POST',
    url: '/files/send',
    access: adminWith('files'),
    summary: 'Send a customer a file (base64 in JSON)',
    options: { bodyLimit: SEND_FILE_BODY_LIMIT },
    schema: { body: sendFileBody, response: { 200: sentFileAnswer } },
    handler: ({ deps, caller, body }) => sendFileToCustomer(deps, caller, body),
  }),

  procedureRoute(adminRouter.social, {
    method: 'GET',
    url: '/admin/social-media',
    summary: 'Every social link and the settings',
    schema: { response: { 200: socialMediaAnswer } },
    answer: socialMediaWire,
  }),

  // The settings: the five toggles, and optionally the switches of existing links.
  procedureRoute(adminRouter.updateSocialSettings, {
    method: 'POST',
    url: '/admin/social-media',
    summary: 'Save the social settings and link switches',
    schema: { body: socialSettingsBody, response: { 200: messageAnswer } },
    handler: ({ deps, caller, body: { links, ...settings } }) => {
      for (const link of links ?? []) {
        if (link.is_active === undefined && link.show_on_homepage === undefined && link.show_in_footer === undefined)
          continue;
        updateSocialLinkFlags(deps, caller, {
          id: link.id,
          isActive: link.is_active,
          showOnHomepage: link.show_on_homepage,
          showInFooter: link.show_in_footer,
        });
      }
      return updateSocialSettings(deps, caller, settings);
    },
  }),

  procedureRoute(adminRouter.addSocialLink, {
    method: 'POST',
    url: '/admin/social-media/link',
    summary: 'Add a social link',
    schema: { body: socialLinkBody, response: { 200: socialLinkAnswer } },
  }),

  procedureRoute(adminRouter.deleteSocialLink, {
    method: 'DELETE',
    url: '/admin/social-media/link/:id',
    summary: 'Delete a social link',
    schema: { params: idInput, response: { 200: messageAnswer } },
  }),

  procedureRoute(adminRouter.activityLog, {
    method: 'GET',
    url: '/admin/activity/logs',
    summary: "The admins' activity",
    schema: { response: { 200: activityLogAnswer } },
    // The spec's log is the whole trail; the console's filter is not part of it.
    input: () => undefined,
    answer: (entries) => toWire(activityLogAnswer, { adminActivities: entries }),
  }),

  procedureRoute(adminRouter.realtimeStatus, {
    method: 'GET',
    url: '/admin/real-time-status',
    summary: 'Which admins are active, and where',
    schema: { response: { 200: realtimeStatusAnswer } },
    answer: (admins) => toWire(realtimeStatusAnswer, { admins }),
  }),

  // Not in the spec: an admin of payments voids a signature made in someone else's name.
  procedureRoute(adminRouter.voidAgreement, {
    method: 'POST',
    url: '/admin/contracts/:id/void',
    summary: "Void an order's signature, with the reason the customer is told; they sign again",
    schema: { params: orderIdParam, body: voidAgreementBody, response: { 200: messageAnswer } },
    input: ({ params, body }) => ({ orderId: params.id, reason: body.reason }),
  }),

  // admin_id and timestamp of the spec's payload are ignored: the session says who, the server says when.
  procedureRoute(adminRouter.track, {
    method: 'POST',
    url: '/admin/activity/track',
    summary: "An admin's heartbeat or page view",
    schema: { body: activityBody, response: { 200: activityAnswer } },
  }),
];
