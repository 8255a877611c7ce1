import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attentionCount, notifyAgent, playDing, titleWithCount } from './agent-alerts';

// The unit project runs in Node: each test stands in the few browser objects the alerts touch.

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const audio = { state: 'running' as AudioContextState, resume: () => Promise.resolve(), tones: [] as number[][] };

/** Records when each tone starts and stops, as the audio clock reads. */
class FakeAudioContext {
  currentTime = 12;
  destination = {};
  get state() {
    return audio.state;
  }
  resume() {
    return audio.resume();
  }
  createOscillator() {
    const times: number[] = [];
    return {
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: (at: number) => void times.push(at),
      stop: (at: number) => void audio.tones.push([...times, at]),
    };
  }
  createGain() {
    const ramp = () => undefined;
    return { gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp }, connect: (node: unknown) => node };
  }
}

describe('playDing', () => {
  let now = Date.UTC(2026, 0, 5);
  beforeEach(() => {
    // Each test a while after the last, outside the quiet time that merges a burst into one ding.
    now += 60_000;
    vi.useFakeTimers({ now, toFake: ['Date'] });
    Object.assign(audio, { state: 'running', resume: () => Promise.resolve(), tones: [] });
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.stubGlobal('navigator', { userActivation: { hasBeenActive: true } });
    vi.stubGlobal('localStorage', memoryStorage());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('plays a 200 ms tone', () => {
    playDing();
    expect(audio.tones).toEqual([[12, 12.2]]);
  });

  it('rings once for a burst of lines, and again after a second', () => {
    playDing();
    playDing();
    vi.advanceTimersByTime(1_000);
    playDing();
    expect(audio.tones).toHaveLength(2);
  });

  it('stays silent once the agent turned the sound off', () => {
    vi.stubGlobal('localStorage', memoryStorage({ 'chat-alert-sound': 'off' }));
    playDing();
    expect(audio.tones).toEqual([]);
  });

  it('stays silent until the agent has touched the page', () => {
    vi.stubGlobal('navigator', { userActivation: { hasBeenActive: false } });
    playDing();
    expect(audio.tones).toEqual([]);
  });

  it('wakes a suspended context first, and stays silent when the browser refuses', async () => {
    audio.state = 'suspended';
    playDing();
    await vi.waitFor(() => expect(audio.tones).toHaveLength(1));

    vi.advanceTimersByTime(1_000);
    audio.resume = () => Promise.reject(new DOMException('not allowed', 'NotAllowedError'));
    playDing();
    await new Promise((resolve) => setTimeout(resolve));
    expect(audio.tones).toHaveLength(1);
  });
});

describe('notifyAgent', () => {
  const shown: { title: string; options: NotificationOptions; notice: { onclick: (() => void) | null } }[] = [];
  class FakeNotification {
    static permission: NotificationPermission = 'granted';
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(title: string, options: NotificationOptions) {
      shown.push({ title, options, notice: this });
    }
  }
  const newChat = { title: 'New chat from Nora Notice', body: 'nora@example.com', tag: 'chat-7', open: vi.fn() };

  beforeEach(() => {
    shown.length = 0;
    FakeNotification.permission = 'granted';
    vi.stubGlobal('Notification', FakeNotification);
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    vi.stubGlobal('window', { focus: vi.fn() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the notice, one per chat, while the page is out of sight; a click brings the chat up', () => {
    notifyAgent(newChat);
    expect(shown).toEqual([
      expect.objectContaining({ title: newChat.title, options: { body: 'nora@example.com', tag: 'chat-7' } }),
    ]);
    shown[0]!.notice.onclick?.();
    expect(window.focus).toHaveBeenCalled();
    expect(newChat.open).toHaveBeenCalled();
  });

  it('leaves the page on screen to its toasts', () => {
    vi.stubGlobal('document', { visibilityState: 'visible' });
    notifyAgent(newChat);
    expect(shown).toEqual([]);
  });

  it('shows nothing without the agent’s permission', () => {
    FakeNotification.permission = 'default';
    notifyAgent(newChat);
    expect(shown).toEqual([]);
  });

  it('takes a browser that refuses page notifications (Chrome on Android) in its stride', () => {
    vi.stubGlobal(
      'Notification',
      class {
        static permission = 'granted';
        constructor() {
          throw new TypeError('Illegal constructor');
        }
      },
    );
    expect(() => notifyAgent(newChat)).not.toThrow();
  });
});

describe('attentionCount', () => {
  it('counts each waiting chat once, and the unread lines of the chats already taken', () => {
    expect(attentionCount([{ id: 1 }, { id: 2 }], { 1: 3, 4: 2, 5: 0 })).toBe(4);
  });

  it('is nothing when nobody waits and everything is read', () => {
    expect(attentionCount([], { 4: 0 })).toBe(0);
  });
});

describe('titleWithCount', () => {
  it('puts the count before the title, replacing an earlier count', () => {
    expect(titleWithCount('Live chat console · Goldline Studio', 2)).toBe('(2) Live chat console · Goldline Studio');
    expect(titleWithCount('(2) Live chat console', 3)).toBe('(3) Live chat console');
  });

  it('gives back the plain title at zero', () => {
    expect(titleWithCount('(3) Live chat console', 0)).toBe('Live chat console');
    expect(titleWithCount('Live chat console', 0)).toBe('Live chat console');
  });
});
