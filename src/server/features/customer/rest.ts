import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CUSTOMER_MESSAGES,
  extraPagesInput,
  fileDeleted,
  revisionInput,
  selectPlanInput,
  sendMessageInput,
  upgradeInput,
} from '../../../shared/schemas/customer';
import { bodyObject, idempotencyKeyOf } from '../../http/body';
import { jsonPerAnswer, sendJson } from '../../http/json';
import { access, callerOf } from '../../http/access';
import { signedIn } from '../auth/access';
import { readUpload, sendStoredFile } from '../files/rest';
import { wireOfView } from '../schedule/wire';
import {
  availablePlans,
  customerDashboard,
  deleteCustomerFile,
  ownFile,
  ownFileByName,
  requestExtraPages,
  requestRevision,
  selectPlan,
  sendCustomerMessage,
  startUpgrade,
  uploadCustomerFiles,
  type CustomerDashboard,
} from './service';

const MAX_FILES_PER_UPLOAD = 10;
const filenameParam = z.object({ filename: z.string().min(1).max(255) });
const idQuery = z.object({ id: z.coerce.number().int().positive().optional() });

const dollars = (cents: number) => cents / 100;

const checkoutWire = (result: { checkout: { status: string; checkoutUrl?: string; orderId: string } | null }) =>
  result.checkout ? { checkout_url: result.checkout.checkoutUrl ?? null, order_id: result.checkout.orderId } : {};

// Spec part 2 §7 Customer: the dashboard's calls, 401 'Session expired. Please log in again.' without a valid session.
export async function customerRest(app: FastifyInstance) {
  const { deps } = app;
  // Spec part 2 §8: a 401 here reads 'Session expired. Please log in again.'
  const customerOnly = access(signedIn(CUSTOMER_MESSAGES.sessionExpired));
  const customer = callerOf;

  // The service keeps each customer's view until something changes; its body is kept with it.
  const dashboardJson = jsonPerAnswer(dashboardWire);
  app.get('/customer/dashboard', customerOnly, async (request, reply) =>
    sendJson(reply, dashboardJson(customerDashboard(deps, customer(request)))),
  );

  app.post('/customer/upload-files', customerOnly, async (request) => {
    const user = customer(request);
    const { fields, files } = await readUpload(request, MAX_FILES_PER_UPLOAD);
    const stored = await uploadCustomerFiles(deps, user, files, fields.message?.trim() || null);
    return {
      message: `${stored.length} file(s) uploaded successfully`,
      files: stored.map((file) => ({ id: file.id, filename: file.filename, size: file.size })),
    };
  });

  app.get('/customer/files/:filename/download', customerOnly, async (request, reply) => {
    const user = customer(request);
    const { filename } = filenameParam.parse(request.params);
    const { id } = idQuery.parse(request.query);
    const file = id ? ownFile(deps.db, user, id) : ownFileByName(deps.db, user, filename);
    return sendStoredFile(reply, deps.storage, file);
  });

  app.delete('/customer/files/:filename', customerOnly, async (request) => {
    const user = customer(request);
    const { filename } = filenameParam.parse(request.params);
    const { id } = idQuery.parse(request.query);
    const file = id ? ownFile(deps.db, user, id) : ownFileByName(deps.db, user, filename);
    await deleteCustomerFile(deps, file);
    return { message: fileDeleted(file.filename) };
  });

  app.post('/customer/request-revision', customerOnly, async (request) => {
    const user = customer(request);
    const body = bodyObject(request.body);
    const result = await requestRevision(
      deps,
      user,
      revisionInput.parse({
        description: body.description,
        pageUrl: body.page_url,
        notes: body.notes,
        attemptKey: idempotencyKeyOf(request),
      }),
    );
    return {
      message: result.message,
      requires_payment: result.requiresPayment,
      amount: dollars(result.amountCents),
      ...checkoutWire(result),
    };
  });

  app.post('/customer/request-extra-pages', customerOnly, async (request) => {
    const user = customer(request);
    const body = bodyObject(request.body);
    const input = extraPagesInput.parse({
      pageCount: body.page_count,
      description: body.description,
      notes: body.notes,
      attemptKey: idempotencyKeyOf(request),
    });
    const result = await requestExtraPages(deps, user, input);
    return {
      message: result.message,
      requires_payment: result.requiresPayment,
      amount: dollars(result.amountCents),
      ...checkoutWire(result),
    };
  });

  app.post('/customer/send-message', customerOnly, async (request) => {
    const user = customer(request);
    const body = bodyObject(request.body);
    return sendCustomerMessage(deps, user, sendMessageInput.parse({ subject: body.subject, message: body.message }));
  });

  // price_difference from the client is ignored: the server prices the upgrade.
  app.post('/customer/upgrade-plan', customerOnly, async (request) => {
    const user = customer(request);
    const body = bodyObject(request.body);
    const result = await startUpgrade(
      deps,
      user,
      upgradeInput.parse({
        newPlan: body.new_plan,
        paymentMethod: body.payment_method ?? undefined,
        attemptKey: idempotencyKeyOf(request),
      }),
    );
    return {
      checkout_url: result.status === 'checkout' ? result.checkoutUrl : null,
      order_id: result.orderId,
      price_difference: dollars(result.amountCents),
    };
  });

  app.post('/customer/select-plan', customerOnly, async (request) => {
    const user = customer(request);
    const body = bodyObject(request.body);
    const result = await selectPlan(
      deps,
      user,
      selectPlanInput.parse({
        plan: body.plan_name,
        paymentMethod: body.payment_method ?? undefined,
        attemptKey: idempotencyKeyOf(request),
      }),
    );
    return { checkout_url: result.status === 'checkout' ? result.checkoutUrl : null, order_id: result.orderId };
  });

  app.get('/customer/available-plans', customerOnly, async (request) => {
    const plans = availablePlans(customer(request));
    return {
      available_plans: Object.fromEntries(
        plans.map((plan) => [
          plan.slug,
          {
            name: plan.name,
            price: dollars(plan.priceCents),
            pages: plan.pages ?? 'unlimited',
            revisions_included: plan.revisionsIncluded,
            features: plan.features,
            popular: plan.popular,
            difference: plan.differenceCents === null ? null : dollars(plan.differenceCents),
          },
        ]),
      ),
    };
  });
}

function dashboardWire(view: CustomerDashboard) {
  return {
    user: {
      name: view.user.name,
      email: view.user.email,
      plan: view.user.plan,
      order_id: view.user.orderId,
      created_at: view.user.createdAt,
    },
    client: view.project && {
      project_status: view.project.status,
      project_stage: view.project.stage,
      admin_notes: view.project.adminNotes,
      notes_updated_at: view.project.notesUpdatedAt,
      business_name: view.project.businessName,
      website_url: view.project.websiteUrl,
      created_at: view.project.createdAt,
    },
    plan_details: view.planDetails && {
      name: view.planDetails.name,
      pages: view.planDetails.pages ?? 'unlimited',
      revisions_included: view.planDetails.revisionsIncluded,
    },
    has_plan: view.hasPlan,
    files: view.files.map((file) => ({
      id: file.id,
      filename: file.filename,
      file_size_mb: Math.round((file.size / 1024 / 1024) * 100) / 100,
      content_type: file.contentType,
      uploaded_at: file.uploadedAt,
      notes: file.notes,
    })),
    messages: view.messages.map((m) => ({
      id: m.id,
      subject: m.subject,
      message: m.message,
      from_admin: m.fromAdmin,
      created_at: m.createdAt,
    })),
    revisions: view.revisions.map((r) => ({
      id: r.id,
      status: r.status,
      message: r.description,
      page_url: r.pageUrl,
      requires_payment: r.requiresPayment,
      created_at: r.createdAt,
    })),
    extra_pages: view.extraPages.map((r) => ({
      id: r.id,
      pages_requested: r.pagesRequested,
      status: r.status,
      description: r.description,
      created_at: r.createdAt,
    })),
    zoom_booking: view.zoomBooking ? wireOfView(view.zoomBooking) : null,
    notifications: view.notifications.map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      message: n.body,
      created_at: n.createdAt,
      seen: n.seen,
    })),
    conversation_messages: view.conversationMessages,
  };
}
