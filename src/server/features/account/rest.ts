import { deleteAccountBody } from '../../../shared/schemas/rest/account';
import { download, messageAnswer } from '../../../shared/schemas/rest/common';
import { procedureRoute } from '../../http/route';
import { accountArchive } from './export';
import { accountRouter } from './router';

// Issue 36 §5-§6: the spec's doors of a person's own data; access, proof and budget are the procedures'.
export const accountRoutes = [
  procedureRoute(accountRouter.export, {
    method: 'GET',
    url: '/account/export',
    summary: "A zip of everything kept about the caller: data.json and the caller's files",
    schema: { response: { 200: download('application/zip', 'data.json with every record, and files/') } },
    handler: ({ deps, caller, reply }) => {
      const { filename, stream } = accountArchive(deps, caller);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  }),

  procedureRoute(accountRouter.delete, {
    method: 'DELETE',
    url: '/account',
    summary: "Delete the caller's account (the password, and a code when it has a second factor)",
    schema: { body: deleteAccountBody, response: { 200: messageAnswer } },
  }),
];
