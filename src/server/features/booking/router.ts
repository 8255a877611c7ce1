import { z } from 'zod';
import { AGREEMENT_VERSION, agreementSections, agreementSectionsOf } from '../../../shared/content/agreement';
import { completeBookingInput, signAddendumInput, specialAccountInput } from '../../../shared/schemas/booking';
import { checkoutSecretSchema, referenceSchema, signContractInput } from '../../../shared/schemas/payment';
import { signAgreementInput } from '../../../shared/schemas/customer';
import { adminProcedure, authedProcedure, publicProcedure, router, type Context } from '../../trpc/init';
import { adminArea } from '../../core/doors';
import { signAddendum } from './addenda';
import {
  AGREEMENT_READERS,
  agreementOfOrder,
  completeBooking,
  ensureSpecialAccount,
  signatureRecord,
  signOrderContract,
  signOwnAgreement,
  type Signer,
} from './service';

export const CONTRACT_SIGNED = 'Contract signed successfully';

/** Who signs, from where, having been shown which version of the agreement (issue 36 §8). */
const signerOf = (ctx: Context, shownVersion?: string): Signer => ({
  ip: ctx.ip,
  userAgent: ctx.userAgent?.slice(0, 300) ?? null,
  shownVersion,
});

export const bookingRouter = router({
  specialAccount: adminProcedure('users')
    .input(specialAccountInput)
    .mutation(({ ctx, input }) => ensureSpecialAccount(ctx.deps, input)),

  /** The wizard's last step: the paid order's buyer (signed in, or with its checkout secret) signs, with the brief. */
  complete: publicProcedure
    .meta({ proof: ['session', 'checkoutSecret'], budget: { limit: 'agreementSign' } })
    .input(completeBookingInput)
    .mutation(({ ctx, input }) => completeBooking(ctx.deps, input, ctx.user, signerOf(ctx, input.agreementVersion))),

  signContract: publicProcedure
    .meta({ proof: ['session', 'checkoutSecret'], budget: { limit: 'agreementSign' } })
    .input(signContractInput)
    .mutation(({ ctx, input }) => {
      const contract = signOrderContract(ctx.deps, input, ctx.user, signerOf(ctx, input.agreementVersion));
      return {
        contractId: contract.publicId,
        signature: contract.signature,
        signedAt: contract.signedAt.toISOString(),
        message: CONTRACT_SIGNED,
      };
    }),

  /** The dashboard's sign step: the signed-in customer signs the agreement of their paid plan. */
  signMyAgreement: authedProcedure
    .meta({ budget: { limit: 'agreementSign' } })
    .input(signAgreementInput)
    .mutation(({ ctx, input }) => {
      const contract = signOwnAgreement(ctx.deps.db, ctx.user, input, signerOf(ctx, input.agreementVersion));
      return { ...signatureRecord(contract), message: CONTRACT_SIGNED };
    }),

  /** An addendum to the customer's signed agreement: signed like the agreement, in the dashboard. */
  signAddendum: authedProcedure
    .meta({ budget: { limit: 'agreementSign' } })
    .input(signAddendumInput)
    .mutation(({ ctx, input }) => signAddendum(ctx.deps, ctx.user, input, signerOf(ctx))),

  /** The agreement of an order: the signed text once signed, else the current version for its plan. */
  contract: publicProcedure
    .meta({ proof: ['session', 'checkoutSecret', adminArea(...AGREEMENT_READERS)] })
    .input(z.object({ orderId: referenceSchema, checkoutSecret: checkoutSecretSchema }))
    .query(({ ctx, input }) => {
      const { order, contract } = agreementOfOrder(ctx.deps, input.orderId, {
        caller: ctx.user,
        checkoutSecret: input.checkoutSecret,
      });
      return {
        version: contract?.version ?? AGREEMENT_VERSION,
        sections: contract ? agreementSectionsOf(contract.text).sections : agreementSections(order.plan),
        signed: contract
          ? { id: contract.publicId, signature: contract.signature, signedAt: contract.signedAt.toISOString() }
          : null,
      };
    }),
});
