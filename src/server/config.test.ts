import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('works with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      authRateLimit: true,
    });
    expect(config.mail.smtpUrl).toBeNull();
    expect(config.stripe.secretKey).toBeNull();
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://agency.example/' }).publicUrl).toBe('https://agency.example');
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', NODE_ENV: 'staging' })).toThrow(
      /PORT[\s\S]*NODE_ENV|NODE_ENV[\s\S]*PORT/,
    );
  });

  it('reads the meeting and chat settings, and names a bad one as it names the others', () => {
    const config = loadConfig({ MEETING_REMINDERS: '60,1440,60', CHAT_HOURS: 'always', OUTBOX_POLL_MS: '500' });
    expect(config.meetingReminders).toEqual([1440, 60]);
    expect(config.chatHours).toBeNull();
    expect(config.mail.outboxPollMs).toBe(500);
    expect(loadConfig({}).chatHours).toEqual({ days: [1, 2, 3, 4], opens: '12:00', closes: '21:00' });
    expect(() => loadConfig({ CHAT_HOURS: 'weekdays', MEETING_REMINDERS: 'soon' })).toThrow(
      /Invalid environment configuration:[\s\S]*CHAT_HOURS: CHAT_HOURS must read like "Mon-Thu 12:00-21:00"[\s\S]*MEETING_REMINDERS/,
    );
  });
});
