import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { emailOutbox } from '../../db/schema';
import { sampleEmails } from '../../../../tests/fixtures/email-samples';
import type { EmailBody } from './messages';
import { deliverDue, emailDeps, queueEmail } from './service';

// Decision 052: a message is rendered when it is delivered, maybe days after it was queued and
// after a deploy. stored-bodies/ keeps one body per template as today's builder stores it
// (<Template>.json) and every older shape still to be read (<Template>.before-<change>.json).

const STORED_BODIES = 'src/server/features/email/stored-bodies';
const THIS_TEST = 'src/server/features/email/stored-body.test.ts';

/** One message of each template from today's builder, with fixed inputs that fill every optional part. */
const today = Object.entries(sampleEmails('Ada Lovelace')).map(([template, { email }]) => [template, email] as const);

/** What the outbox gives back: the body as JSON, as it was written to the row. */
const asStored = (body: EmailBody): unknown => JSON.parse(JSON.stringify(body));

/** A stored value's shape: its keys and the types of their values, not the values themselves. */
function shapeOf(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const shapes = value.map((item) => JSON.stringify(shapeOf(item)));
    return [...new Set(shapes)].map((shape) => JSON.parse(shape));
  }
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
  return typeof value;
}

const fixturePath = (file: string) => path.join(STORED_BODIES, file);
const readFixture = (file: string): unknown => JSON.parse(fs.readFileSync(fixturePath(file), 'utf8'));

const changedShape = (template: string) =>
  `Today's builder stores the ${template} props in another shape than ${STORED_BODIES}/${template}.json. ` +
  'Messages queued before your deploy keep the old shape and are rendered by the new template (decision 052). ' +
  `Keep the old fixture: git mv ${template}.json ${template}.before-<your change>.json in that folder; ` +
  `write today's with UPDATE_STORED_BODIES=1 npx vitest run ${THIS_TEST}; ` +
  'then make readStoredBody (stored-body.ts) read the old shape until its delivery test below passes.';

describe('the props a builder stores', () => {
  it.each(today)('keep the shape of stored-bodies/%s.json', async (template, email) => {
    expect(email.body.template).toBe(template);
    const file = `${template}.json`;
    if (!fs.existsSync(fixturePath(file))) {
      // Written only when missing: a changed shape keeps its old fixture (changedShape says how).
      if (!process.env.UPDATE_STORED_BODIES)
        expect.fail(`${STORED_BODIES}/${file} is missing: UPDATE_STORED_BODIES=1 npx vitest run ${THIS_TEST}`);
      const json = await prettier.format(JSON.stringify(asStored(email.body)), {
        parser: 'json',
        ...(await prettier.resolveConfig(fixturePath(file))),
      });
      fs.writeFileSync(fixturePath(file), json);
    }
    expect(shapeOf(asStored(email.body)), changedShape(template)).toEqual(shapeOf(readFixture(file)));
  });
});

describe('every body kept in stored-bodies/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const files = fs.readdirSync(STORED_BODIES).filter((file) => file.endsWith('.json'));

  it('includes the older shapes of the templates whose props have changed', () => {
    // 7dd1635 added `moved`; 51cab91 folded `localWhen` into `when`; bba0a56 made `reverted` `outcome`.
    expect(files).toEqual(
      expect.arrayContaining([
        'MeetingDetails.before-moved.json',
        'MeetingDetails.before-one-when.json',
        'MeetingReminder.before-one-when.json',
        'Refund.before-outcome.json',
      ]),
    );
  });

  it.each(files)('%s is delivered, saying all it holds and nothing missing', async (file) => {
    const stored = readFixture(file);
    const id = queueEmail(t.app.deps.db, { to: 'ada@example.test', subject: file, body: stored as EmailBody });
    await deliverDue(emailDeps(t.app.deps));

    const row = t.app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
    expect(row?.status, row?.error ?? '').toBe('written');
    const mail = t.mail.messages.find((message) => message.subject === file);
    const parts = `${mail?.text}\n${mail?.html}`;
    expect(parts).not.toMatch(/\b(?:undefined|null|NaN)\b|\[object Object\]/);
    // Every text and number it was queued with reaches the reader, in some case (an old outcome gains a capital).
    const text = mail!.text.toLowerCase();
    for (const value of valuesOf(stored)) expect(text).toContain(value.toLowerCase());
  });
});

/** The texts and numbers of a stored body's props: what its recipient is to read. */
function valuesOf(stored: unknown): string[] {
  const values = (value: unknown): string[] =>
    typeof value === 'string' || typeof value === 'number'
      ? [String(value)]
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(values)
        : [];
  return values((stored as { props: unknown }).props);
}
