import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/guards';
import { listOutbox } from './service';

export async function emailRest(app: FastifyInstance) {
  app.get('/admin/emails', async (request) => {
    requireAdmin(app.deps.db, request);
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
