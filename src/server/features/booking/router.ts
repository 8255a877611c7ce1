import { z } from 'zod';
import { agreementSections } from '../../../shared/content/agreement';
import { completeBookingInput, specialAccountInput } from '../../../shared/schemas/booking';
import { referenceSchema, signContractInput } from '../../../shared/schemas/payment';
import { signAgreementInput } from '../../../shared/schemas/customer';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../../trpc/init';
import { requireOrder } from '../payment/service';
import {
  completeBooking,
  contractForOrder,
  ensureSpecialAccount,
  signatureRecord,
  signOrderContract,
  signOwnAgreement,
} from './service';

export const CONTRACT_SIGNED = 'Contract signed successfully';

export const bookingRouter = router({
  specialAccount: adminProcedure('users')
    .input(specialAccountInput)
    .mutation(({ ctx, input }) => ensureSpecialAccount(ctx.deps, input)),

  complete: publicProcedure
    .input(completeBookingInput)
    .mutation(({ ctx, input }) => completeBooking(ctx.deps, input, ctx.user, { ip: ctx.ip, userAgent: null })),

  signContract: publicProcedure.input(signContractInput).mutation(({ ctx, input }) => {
    const contract = signOrderContract(ctx.deps.db, input, { ip: ctx.ip, userAgent: null });
    return {
      contractId: contract.publicId,
      signature: contract.signature,
      signedAt: contract.signedAt.toISOString(),
      message: CONTRACT_SIGNED,
    };
  }),

  /** The dashboard's sign step: the signed-in customer signs the agreement of their paid plan. */
  signMyAgreement: authedProcedure.input(signAgreementInput).mutation(({ ctx, input }) => {
    const contract = signOwnAgreement(ctx.deps.db, ctx.user, input, {
      ip: ctx.ip,
      userAgent: ctx.userAgent?.slice(0, 300) ?? null,
    });
    return { ...signatureRecord(contract), message: CONTRACT_SIGNED };
  }),

  /** The agreement of an order: the signed text once signed, else the current one for its plan. */
  contract: publicProcedure.input(z.object({ orderId: referenceSchema })).query(({ ctx, input }) => {
    const order = requireOrder(ctx.deps.db, input);
    const signed = contractForOrder(ctx.deps.db, order);
    return {
      sections: agreementSections(order.plan),
      signed: signed
        ? { id: signed.publicId, signature: signed.signature, signedAt: signed.signedAt.toISOString() }
        : null,
    };
  }),
});
