import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createAdminInput, createUserInput, specialAccountInput, updateUserInput } from './admin';
import { signupInput } from './auth';
import { completeBookingInput, specialAccountInput as wizardSpecialAccountInput } from './booking';
import { startChatInput, visitorDetails } from './chat';
import { signAgreementInput } from './customer';
import { paymentProcessInput, signContractInput } from './payment';
import { isPrintableName, NAME_HAS_CONTROL_CHARACTERS } from './person-name';
import { bookingInput, holdInput } from './schedule';

const account = { email: 'ada@example.com', password: 'secret-password' };
const slot = { date: '2030-01-07', time: '13:00' };

/** Every schema with a field holding a person's name, with an input it accepts. */
const nameFields: [string, string, z.ZodType, Record<string, unknown>][] = [
  ['signup', 'name', signupInput, { ...account }],
  ['admin creates a user', 'name', createUserInput, { ...account }],
  ['admin creates an admin', 'name', createAdminInput, { ...account }],
  ['admin renames a user', 'newUsername', updateUserInput, { userEmail: 'ada@example.com' }],
  [
    'admin special account',
    'customerName',
    specialAccountInput,
    { customerEmail: 'ada@example.com', adminUsername: 'a', adminPassword: 'b' },
  ],
  ['wizard booking', 'fullName', completeBookingInput, { plan: 'pro', email: 'ada@example.com' }],
  [
    'wizard booking signature',
    'signature',
    completeBookingInput,
    { plan: 'pro', email: 'ada@example.com', fullName: 'Ada' },
  ],
  ['wizard admin_special account', 'fullName', wizardSpecialAccountInput, { ...account }],
  ['chat visitor', 'name', visitorDetails, { email: 'ada@example.com' }],
  ['chat start', 'name', startChatInput, {}],
  ['Zoom booking', 'name', bookingInput, { ...slot, email: 'ada@example.com' }],
  ['slot hold', 'name', holdInput, { ...slot }],
  ['checkout', 'customerName', paymentProcessInput, { plan: 'pro', customerEmail: 'ada@example.com' }],
  ['agreement', 'signature', signContractInput, { orderId: 'ord_1', customerEmail: 'ada@example.com' }],
  ['dashboard agreement', 'signature', signAgreementInput, { agreed: true }],
];

const refused = [
  'Ada\nLovelace',
  'Ada\r\nLovelace',
  'Ada\tLovelace',
  'Ada\u0000',
  'Ada\u0085Lovelace',
  'Ada\u2028Lovelace',
  'Ada \u202Eecalevol',
];
// Joiners (U+200D in an emoji, U+200C in Persian writing) are format characters, not controls.
const accepted = ["Renée O'Brien-Núñez", '李小龍', 'محمد بن سلمان', 'Ada \u{1F469}\u200D\u{1F4BB}', 'می\u200Cخواهم'];

describe('a person’s name', () => {
  it.each(nameFields)('%s: refuses line breaks and other control characters in %s', (_, field, schema, rest) => {
    for (const name of refused) {
      const result = schema.safeParse({ ...rest, [field]: name });
      expect(result.success, JSON.stringify(name)).toBe(false);
      expect(result.error!.issues).toContainEqual(
        expect.objectContaining({ path: [field], message: NAME_HAS_CONTROL_CHARACTERS }),
      );
    }
  });

  it.each(nameFields)(
    '%s: takes names in any script in %s, and trims line breaks around them',
    (_, field, schema, rest) => {
      for (const name of [...accepted, '  Ada Lovelace\n']) {
        const result = schema.safeParse({ ...rest, [field]: name });
        expect(result.error?.issues, JSON.stringify(name)).toBeUndefined();
      }
    },
  );

  it('is checked the same way without zod, for the wizard’s always-loaded rules', () => {
    for (const name of refused) expect(isPrintableName(name), JSON.stringify(name)).toBe(false);
    for (const name of accepted) expect(isPrintableName(name), name).toBe(true);
  });
});
