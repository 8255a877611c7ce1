import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { directoryTransport } from './mailer';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('directoryTransport', () => {
  it('writes each message as an .eml file carrying its link', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'));
    const status = await directoryTransport(dir).deliver({
      id: 7,
      from: 'Agency <hello@agency.local>',
      to: 'client@example.com',
      subject: 'Reset your password',
      text: 'Use the link below.',
      link: 'http://localhost:3000/reset-password?token=abc',
    });
    expect(status).toBe('written');
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-7\.eml$/);
    const raw = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(raw).toMatch(/^To: client@example.com$/m);
    expect(raw).toMatch(/^Subject: Reset your password$/m);
    expect(raw).toMatch(/^X-Action-Link: http:\/\/localhost:3000\/reset-password\?token=abc$/m);
  });
});
