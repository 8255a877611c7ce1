import { describe, expect, it } from 'vitest';
import { chatHoursState, DEFAULT_CHAT_HOURS, describeReopening, parseChatHours } from './chat-hours';
import { pacificToUtc } from './schedule';

const hours = parseChatHours(DEFAULT_CHAT_HOURS);

describe('CHAT_HOURS', () => {
  it('reads days and hours, "always", and refuses anything else', () => {
    expect(hours).toEqual({ days: [1, 2, 3, 4], opens: '12:00', closes: '21:00' });
    expect(parseChatHours('Fri-Mon 09:30-17:00')).toEqual({ days: [5, 6, 0, 1], opens: '09:30', closes: '17:00' });
    expect(parseChatHours('always')).toBeNull();
    for (const wrong of ['Mon-Thu', 'Mon-Xyz 12:00-21:00', 'Mon-Thu 21:00-12:00', 'Mon-Thu 25:00-26:00'])
      expect(() => parseChatHours(wrong), wrong).toThrow(/CHAT_HOURS/);
  });

  // 2026-11-30 is a Monday; 2026-12-03 a Thursday.
  it('is open Monday to Thursday from 12:00 to 21:00 Pacific, and says when it opens next', () => {
    expect(chatHoursState(hours, pacificToUtc('2026-11-30', '12:00'))).toEqual({ open: true, reopensAt: null });
    expect(chatHoursState(hours, pacificToUtc('2026-12-03', '20:59'))).toEqual({ open: true, reopensAt: null });
    const mondayMorning = chatHoursState(hours, pacificToUtc('2026-11-30', '11:59'));
    expect(mondayMorning).toEqual({
      open: false,
      reopensAt: new Date(pacificToUtc('2026-11-30', '12:00')).toISOString(),
    });
    const thursdayNight = chatHoursState(hours, pacificToUtc('2026-12-03', '21:00'));
    expect(thursdayNight.reopensAt).toBe(new Date(pacificToUtc('2026-12-07', '12:00')).toISOString());
    const thursdayNightAt = pacificToUtc('2026-12-03', '21:00');
    expect(describeReopening(thursdayNight.reopensAt!, thursdayNightAt)).toBe('Monday at 12:00 PM PT');
    expect(chatHoursState(null, pacificToUtc('2026-12-05', '03:00'))).toEqual({ open: true, reopensAt: null });
  });

  it('says "today" on the morning the team opens, and "tomorrow" the evening before', () => {
    const mondayMorning = pacificToUtc('2026-11-30', '00:03');
    expect(describeReopening(chatHoursState(hours, mondayMorning).reopensAt!, mondayMorning)).toBe(
      'today at 12:00 PM PT',
    );
    const mondayNight = pacificToUtc('2026-11-30', '21:30');
    expect(describeReopening(chatHoursState(hours, mondayNight).reopensAt!, mondayNight)).toBe(
      'tomorrow at 12:00 PM PT',
    );
  });
});
