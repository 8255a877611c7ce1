import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PLAN_SLUGS, type PlanSlug } from '../plans';
import { AGREEMENT_VERSION, agreementSections, agreementSectionsOf, agreementText } from './agreement';

// Issue 36 §8: a signature's hash proves which text was signed only if a version names one text.
// An edit of the terms (or of a plan's name or price) must raise AGREEMENT_VERSION and add its
// hashes here; the versions already signed stay, as their signatures do.
const SIGNED_TEXTS: Record<string, Record<PlanSlug, string>> = {
  '2025-01': {
    starter: '82d49b0a1258b47bb442719a31c44fe9e50b540020a434f5241aaf54022f5f07',
    pro: 'b12a78a76346e1371088ef2d2faf2f635051624bea18b36130f70ade583f2c3c',
    elite: '309feb68175437864b91ec8a7942bde65ff8e5998841f4af4c43923ae56e61a2',
    admin_special: '20474d101b4c776a2514b35bcea54b2b8af2c1e640a09212a8216e5510b506b8',
  },
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the service agreement', () => {
  it.each(PLAN_SLUGS)('of the %s plan is the text its version names', (plan) => {
    expect(
      sha256(agreementText(plan)),
      `the ${plan} agreement changed: raise AGREEMENT_VERSION and pin the new hashes`,
    ).toBe(SIGNED_TEXTS[AGREEMENT_VERSION]?.[plan]);
  });

  it('reads back from its stored text into the sections the signer saw', () => {
    expect(agreementSectionsOf(agreementText('pro'))).toEqual({
      title: `Goldline Studio Service Agreement (version ${AGREEMENT_VERSION})`,
      sections: agreementSections('pro'),
    });
  });
});
