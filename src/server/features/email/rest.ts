import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access';
import { superAdminOnly } from '../auth/access';
import { listOutbox } from './service';

export async function emailRest(app: FastifyInstance) {
  // The outbox tells who was sent what: every customer's receipts, meetings and messages.
  app.get('/admin/emails', access(superAdminOnly), async () => {
    const emails = listOutbox(app.deps.db).map((email) => ({
      id: email.id,
      to: email.to,
      subject: email.subject,
      status: email.status,
      created_at: email.createdAt.toISOString(),
    }));
    return { emails };
  });
}
