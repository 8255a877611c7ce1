import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hasPermission } from '../../../shared/admin';
import { MAX_UPLOAD_BYTES } from '../../../shared/rules';
import {
  activityInput,
  adminMessageInput,
  completeProjectInput,
  createAdminInput,
  createUserInput,
  customerEmailInput,
  idInput,
  projectStatusInput,
  socialLinkInput,
  socialSettingsInput,
  specialAccountInput,
  updateUserInput,
} from '../../../shared/schemas/admin';
import { bodyObject } from '../../http/body';
import { access, callerOf } from '../../http/access';
import { adminWith, firstAdminOnly } from '../auth/access';
import { getSocialMedia } from '../content/service';
import { socialMediaWire } from '../content/rest';
import { chargesCsv, chargesCsvFilename } from '../payment/bookkeeping';
import { sendStoredFile } from '../files/rest';
import { activityLog, realtimeStatus, trackActivity } from './activity';
import { deleteFileAsAdmin, listAllFiles, requireFile, sendFileInput, sendFileToCustomer } from './files';
import { deleteMessage, listMessages, messageCustomer, toggleResponded } from './messages';
import { adminStats } from './overview';
import { completeProject, deleteProjectsOf, listProjects, projectDetails, updateProjectStatus } from './projects';
import { addSocialLink, deleteSocialLink, updateSocialLinkFlags, updateSocialSettings } from './social';
import {
  createAdminAccount,
  createSpecialAccount,
  createUserAsAdmin,
  deleteCustomer,
  listCustomers,
  listUsers,
  sendResetAsAdmin,
  updateUserAsAdmin,
} from './users';
import { customerWire, fileWire, messageWire, projectDetailsWire, projectWire, statsWire, userWire } from './wire';

const emailParams = z.object({ email: z.string().trim().min(1).max(254) });
/** A base64 file of 10 MB is about 13.4 MB of JSON. */
const SEND_FILE_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;

// Spec part 2 §7 Admin: the admin calls with their snake_case payloads; 401 signed out, 403 for anyone but an admin.
export async function adminRest(app: FastifyInstance) {
  const { deps } = app;
  const { db } = deps;
  const body = (request: FastifyRequest) => bodyObject(request.body);

  app.get('/admin/dashboard', access(adminWith('any')), async (request) => {
    const user = callerOf(request);
    const stats = adminStats(deps);
    // The counts are every admin's; the full lists only for the areas' admins, as admin.customers and admin.projects.
    return {
      ...statsWire(stats),
      customers: hasPermission(user, 'users') ? listCustomers(db).map(customerWire) : [],
      projects: hasPermission(user, 'projects') ? listProjects(db).map(projectWire) : [],
    };
  });

  app.get('/admin/client/:id/details', access(adminWith('projects')), async (request) => {
    return projectDetailsWire(projectDetails(db, idInput.parse(request.params).id));
  });

  app.get('/admin/users', access(adminWith('users')), async () => {
    return { users: listUsers(db).map(userWire) };
  });

  app.post('/admin/users/create', access(adminWith('users')), async (request) => {
    const user = callerOf(request);
    const input = body(request);
    return createUserAsAdmin(
      deps,
      user,
      createUserInput.parse({
        email: input.email,
        name: input.name,
        password: input.password,
        isAdmin: input.is_admin ?? false,
        plan: input.plan || null,
      }),
    );
  });

  app.post('/admin/create-admin', access(adminWith('users')), async (request) => {
    const user = callerOf(request);
    const input = body(request);
    return createAdminAccount(
      deps,
      user,
      createAdminInput.parse({
        email: input.email,
        name: input.name,
        password: input.password,
        adminLevel: input.admin_level ?? undefined,
        permissions: input.permissions ?? undefined,
      }),
    );
  });

  app.put('/admin/users/update', access(adminWith('users')), async (request) => {
    const user = callerOf(request);
    const input = body(request);
    return updateUserAsAdmin(
      deps,
      user,
      updateUserInput.parse({
        userEmail: input.user_email,
        newUsername: input.new_username,
        newPassword: input.new_password,
      }),
    );
  });

  app.post('/admin/users/:email/reset-password', access(adminWith('users')), async (request) => {
    const user = callerOf(request);
    return sendResetAsAdmin(deps, user, emailParams.parse(request.params).email);
  });

  app.delete('/admin/customers/:email', access(adminWith('users')), async (request) => {
    const user = callerOf(request);
    return deleteCustomer(deps, user, customerEmailInput.parse(request.params).email);
  });

  // override_existing is always true in the spec: the customer's plan is replaced.
  app.post('/admin/special/create-account', access(adminWith('users')), async (request) => {
    const user = callerOf(request);
    const input = body(request);
    return createSpecialAccount(
      deps,
      user,
      specialAccountInput.parse({
        customerEmail: input.customer_email,
        customerName: input.customer_name,
        adminUsername: input.admin_username,
        adminPassword: input.admin_password,
      }),
    );
  });

  app.delete('/admin/projects/:email', access(adminWith('projects')), async (request) => {
    const user = callerOf(request);
    return deleteProjectsOf(deps, user, customerEmailInput.parse(request.params).email);
  });

  app.put('/admin/projects/:email/status', access(adminWith('projects')), async (request) => {
    const user = callerOf(request);
    const input = body(request);
    const { email } = emailParams.parse(request.params);
    const result = updateProjectStatus(
      deps,
      user,
      projectStatusInput.parse({
        email,
        status: input.status ?? undefined,
        stage: input.stage ?? undefined,
        notes: input.notes,
      }),
    );
    return { message: result.message, project: projectWire(result.project) };
  });

  app.post('/admin/projects/complete', access(adminWith('projects')), async (request) => {
    const user = callerOf(request);
    const input = body(request);
    return completeProject(
      deps,
      user,
      completeProjectInput.parse({
        projectId: input.project_id,
        customerEmail: input.customer_email,
        completionNotes: input.completion_notes,
        sendUpgradeEmail: input.send_upgrade_email ?? undefined,
      }),
    );
  });

  app.get('/admin/messages', access(adminWith('messages')), async () => {
    return { messages: listMessages(db).map(messageWire) };
  });

  app.put('/admin/messages/:id/mark-read', access(adminWith('messages')), async (request) => {
    const user = callerOf(request);
    return toggleResponded(deps, user, idInput.parse(request.params).id);
  });

  app.delete('/admin/messages/:id', access(adminWith('messages')), async (request) => {
    const user = callerOf(request);
    return deleteMessage(deps, user, idInput.parse(request.params).id);
  });

  app.post('/admin/messages/reply', access(adminWith('messages')), async (request) => {
    const user = callerOf(request);
    const input = body(request);
    return messageCustomer(
      deps,
      user,
      adminMessageInput.parse({
        messageId: input.message_id || null,
        customerEmail: input.customer_email,
        subject: input.subject,
        message: input.message,
      }),
    );
  });

  // Every charge as a spreadsheet for the accountant (not in the spec: issue 19, bookkeeping).
  app.get('/admin/charges.csv', access(adminWith('payments')), async (_request, reply) => {
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${chargesCsvFilename()}"`)
      .header('cache-control', 'no-store')
      .send(chargesCsv(db));
  });

  app.get('/admin/files', access(adminWith('files')), async () => {
    return { files: listAllFiles(db).map(fileWire) };
  });

  app.get('/admin/files/:id', access(adminWith('files')), async (request, reply) => {
    return sendStoredFile(reply, deps.storage, requireFile(db, idInput.parse(request.params).id));
  });

  app.delete('/admin/files/:id', access(adminWith('files')), async (request) => {
    const user = callerOf(request);
    return deleteFileAsAdmin(deps, user, idInput.parse(request.params).id);
  });

  app.post('/files/send', access(adminWith('files'), { bodyLimit: SEND_FILE_BODY_LIMIT }), async (request) => {
    const user = callerOf(request);
    const input = body(request);
    return sendFileToCustomer(
      deps,
      user,
      sendFileInput.parse({
        filename: input.filename,
        content: input.content,
        recipientEmail: input.recipient_email,
        message: input.message,
      }),
    );
  });

  app.get('/admin/social-media', access(adminWith('social')), async () => {
    return socialMediaWire(getSocialMedia(db, { activeOnly: false }));
  });

  // The settings: the five toggles, and optionally the switches of existing links.
  app.post('/admin/social-media', access(adminWith('social')), async (request) => {
    const user = callerOf(request);
    const input = body(request);
    const embeds = bodyObject(input.embed_settings);
    const settings = socialSettingsInput.parse({
      embedInstagram: input.embed_instagram ?? embeds.instagram ?? false,
      embedTwitter: input.embed_twitter ?? embeds.twitter ?? false,
      embedFacebook: input.embed_facebook ?? embeds.facebook ?? false,
      socialProofEnabled: input.social_proof_enabled ?? undefined,
      showSocialSection: input.show_social_section ?? undefined,
    });
    const links = z
      .array(
        z.object({
          id: z.number().int().positive(),
          is_active: z.boolean().optional(),
          show_on_homepage: z.boolean().optional(),
          show_in_footer: z.boolean().optional(),
        }),
      )
      .max(100)
      .optional()
      .parse(input.links);
    for (const link of links ?? []) {
      if (link.is_active === undefined && link.show_on_homepage === undefined && link.show_in_footer === undefined)
        continue;
      updateSocialLinkFlags(deps, user, {
        id: link.id,
        isActive: link.is_active,
        showOnHomepage: link.show_on_homepage,
        showInFooter: link.show_in_footer,
      });
    }
    return updateSocialSettings(deps, user, settings);
  });

  app.post('/admin/social-media/link', access(adminWith('social')), async (request) => {
    const user = callerOf(request);
    const input = body(request);
    return addSocialLink(
      deps,
      user,
      socialLinkInput.parse({
        platform: input.platform,
        url: input.url,
        username: input.username,
        displayName: input.display_name,
        followersCount: input.followers_count,
        isActive: input.is_active ?? undefined,
        showOnHomepage: input.show_on_homepage ?? undefined,
        showInFooter: input.show_in_footer ?? undefined,
      }),
    );
  });

  app.delete('/admin/social-media/link/:id', access(adminWith('social')), async (request) => {
    const user = callerOf(request);
    return deleteSocialLink(deps, user, idInput.parse(request.params).id);
  });

  app.get('/admin/activity/logs', access(firstAdminOnly), async () => {
    return {
      admin_activities: activityLog(db).map((entry) => ({
        id: entry.id,
        admin_email: entry.adminEmail,
        action: entry.action,
        page: entry.page,
        duration: entry.duration,
        details: entry.details,
        timestamp: entry.timestamp,
      })),
    };
  });

  app.get('/admin/real-time-status', access(firstAdminOnly), async () => {
    return {
      admins: realtimeStatus(db).map((status) => ({
        admin_info: { name: status.adminInfo.name, email: status.adminInfo.email },
        is_active: status.isActive,
        current_page: status.currentPage,
        chat_status: status.chatStatus,
        last_activity: status.lastActivity,
      })),
    };
  });

  // admin_id and timestamp of the spec's payload are ignored: the session says who, the server says when.
  app.post('/admin/activity/track', access(adminWith('any')), async (request) => {
    const user = callerOf(request);
    const input = body(request);
    return trackActivity(
      deps,
      user,
      activityInput.parse({
        page: input.page ?? undefined,
        action: input.action ?? undefined,
        duration: input.duration,
        chatStatus: input.chat_status ?? undefined,
      }),
    );
  });
}
