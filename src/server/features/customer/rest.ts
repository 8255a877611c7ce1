import { CUSTOMER_MESSAGES, fileDeleted } from '../../../shared/schemas/customer';
import { download, messageAnswer } from '../../../shared/schemas/rest/common';
import {
  availablePlansAnswer,
  dashboardAnswer,
  extraCheckoutAnswer,
  extraPagesBody,
  fileIdQuery,
  filenameParam,
  planCheckoutAnswer,
  revisionBody,
  selectPlanBody,
  sendMessageBody,
  uploadFilesAnswer,
  upgradeBody,
} from '../../../shared/schemas/rest/customer';
import { checkoutHeaders } from '../../../shared/schemas/rest/payment';
import type { User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { jsonPerAnswer, sendJson } from '../../http/json';
import { defineRoute, procedureRoute } from '../../http/route';
import { dollars, megabytes, toWire } from '../../http/wire';
import { signedIn } from '../../core/access';
import { readUpload, sendStoredFile } from '../files';
import { wireOfView } from '../schedule';
import { customerRouter } from './router';
import {
  assertMayUpload,
  customerDashboard,
  deleteCustomerFile,
  ownFile,
  ownFileByName,
  uploadCustomerFiles,
  type CustomerDashboard,
} from './service';

const MAX_FILES_PER_UPLOAD = 10;

/** A revision or extra pages as the dashboard's calls answer them: the checkout to pay, when one is due. */
const extraCheckoutWire = (result: {
  message: string;
  requiresPayment: boolean;
  amountCents: number;
  checkout: { status: string; checkoutUrl?: string; orderId: string } | null;
}) => ({
  message: result.message,
  requires_payment: result.requiresPayment,
  amount: dollars(result.amountCents),
  ...(result.checkout ? { checkout_url: result.checkout.checkoutUrl ?? null, order_id: result.checkout.orderId } : {}),
});

// Spec part 2 §8: a 401 here reads 'Session expired. Please log in again.' The routes that are a
// procedure's REST door take it from the procedure (router.ts); the upload and the download, which
// no procedure has, say it here.
const customerOnly = signedIn(CUSTOMER_MESSAGES.sessionExpired);

// The service keeps each customer's view until something changes; its body is kept with it.
const dashboardJson = jsonPerAnswer(dashboardWire);

/** The customer's file named in the path, or by ?id= when two share a name. */
const namedFile = (deps: AppDeps, user: User, filename: string, id: number | undefined) =>
  id ? ownFile(deps.db, user, id) : ownFileByName(deps.db, user, filename);

// Spec part 2 §7 Customer: the dashboard's calls, 401 'Session expired. Please log in again.' without a valid session.
export const customerRoutes = [
  procedureRoute(customerRouter.dashboard, {
    method: 'GET',
    url: '/customer/dashboard',
    summary: "The customer's dashboard",
    schema: { response: { 200: dashboardAnswer } },
    // The customer's busiest read calls the service itself, as the procedure does (see the slots' door).
    handler: ({ deps, caller, reply }) => sendJson(reply, dashboardJson(customerDashboard(deps, caller))),
  }),

  defineRoute({
    method: 'POST',
    url: '/customer/upload-files',
    access: customerOnly,
    budget: { limit: 'uploads' },
    summary: 'Upload up to 10 files (multipart: the files and a message)',
    multipart: true,
    schema: { response: { 200: uploadFilesAnswer } },
    handler: async ({ deps, caller, request }) => {
      const { fields, files } = await readUpload(request, MAX_FILES_PER_UPLOAD, () => assertMayUpload(deps, caller));
      const stored = await uploadCustomerFiles(deps, caller, files, fields.message?.trim() || null);
      return toWire(uploadFilesAnswer, { message: `${stored.length} file(s) uploaded successfully`, files: stored });
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/customer/files/:filename/download',
    access: customerOnly,
    summary: "Download one of the customer's files",
    schema: {
      params: filenameParam,
      querystring: fileIdQuery,
      response: { 200: download('application/octet-stream', 'The file, under its own content type') },
    },
    handler: ({ deps, caller, params, query, reply }) =>
      sendStoredFile(reply, deps.storage, namedFile(deps, caller, params.filename, query.id)),
  }),

  procedureRoute(customerRouter.deleteFile, {
    method: 'DELETE',
    url: '/customer/files/:filename',
    summary: "Delete one of the customer's files",
    schema: { params: filenameParam, querystring: fileIdQuery, response: { 200: messageAnswer } },
    handler: async ({ deps, caller, params, query }) => {
      const file = namedFile(deps, caller, params.filename, query.id);
      await deleteCustomerFile(deps, file);
      return { message: fileDeleted(file.filename) };
    },
  }),

  procedureRoute(customerRouter.requestRevision, {
    method: 'POST',
    url: '/customer/request-revision',
    summary: 'Request a revision, paid when the plan has none left',
    schema: { headers: checkoutHeaders, body: revisionBody, response: { 200: extraCheckoutAnswer } },
    answer: extraCheckoutWire,
  }),

  procedureRoute(customerRouter.requestExtraPages, {
    method: 'POST',
    url: '/customer/request-extra-pages',
    summary: 'Buy extra pages',
    schema: { headers: checkoutHeaders, body: extraPagesBody, response: { 200: extraCheckoutAnswer } },
    answer: extraCheckoutWire,
  }),

  procedureRoute(customerRouter.sendMessage, {
    method: 'POST',
    url: '/customer/send-message',
    summary: 'Message the admins',
    schema: { body: sendMessageBody, response: { 200: messageAnswer } },
  }),

  // price_difference from the client is ignored: the server prices the upgrade.
  procedureRoute(customerRouter.upgrade, {
    method: 'POST',
    url: '/customer/upgrade-plan',
    summary: 'Open a checkout for a higher plan',
    schema: { headers: checkoutHeaders, body: upgradeBody, response: { 200: planCheckoutAnswer } },
    answer: (result) => ({
      checkout_url: result.status === 'checkout' ? result.checkoutUrl : null,
      order_id: result.orderId,
      price_difference: dollars(result.amountCents),
    }),
  }),

  procedureRoute(customerRouter.selectPlan, {
    method: 'POST',
    url: '/customer/select-plan',
    summary: 'Open a checkout for a first plan',
    schema: { headers: checkoutHeaders, body: selectPlanBody, response: { 200: planCheckoutAnswer } },
    answer: (result) => ({
      checkout_url: result.status === 'checkout' ? result.checkoutUrl : null,
      order_id: result.orderId,
    }),
  }),

  procedureRoute(customerRouter.availablePlans, {
    method: 'GET',
    url: '/customer/available-plans',
    summary: 'The plans the customer may move to, with the price difference',
    schema: { response: { 200: availablePlansAnswer } },
    answer: (plans) => ({
      available_plans: Object.fromEntries(
        plans.map((plan) => [
          plan.slug,
          toWire(availablePlansAnswer.shape.available_plans.valueType, plan, {
            price: dollars(plan.priceCents),
            pages: plan.pages ?? 'unlimited',
            difference: plan.differenceCents === null ? null : dollars(plan.differenceCents),
          }),
        ]),
      ),
    }),
  }),
];

function dashboardWire(view: CustomerDashboard) {
  const { client, plan_details, files, revisions, notifications } = dashboardAnswer.shape;
  const { project, planDetails } = view;
  return toWire(dashboardAnswer, view, {
    client:
      project && toWire(client.unwrap(), project, { project_status: project.status, project_stage: project.stage }),
    plan_details:
      planDetails && toWire(plan_details.unwrap(), planDetails, { pages: planDetails.pages ?? 'unlimited' }),
    files: view.files.map((file) => toWire(files.element, file, { file_size_mb: megabytes(file.size) })),
    revisions: view.revisions.map((revision) =>
      toWire(revisions.element, revision, { message: revision.description ?? '' }),
    ),
    zoom_booking: view.zoomBooking && wireOfView(view.zoomBooking),
    notifications: view.notifications.map((note) => toWire(notifications.element, note, { message: note.body ?? '' })),
  });
}
