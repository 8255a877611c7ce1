import { useEffect, useState } from 'react';

// Issue 35 §7: a new chat or a customer's line reaches an agent who is looking elsewhere, by a
// ding, a desktop notification while the page is out of sight, and a count in the tab's title.

const SOUND_KEY = 'chat-alert-sound';
const DING_SECONDS = 0.2;
/** A new chat brings the welcome and the customer's first line a moment apart: one ding for both. */
const QUIET_MS = 1_000;

const soundIsOn = () => localStorage.getItem(SOUND_KEY) !== 'off';

/** The agent's choice of sound, kept in this browser for every tab and visit. */
export function useAlertSound() {
  const [on, setOn] = useState(soundIsOn);
  const toggle = () => {
    localStorage.setItem(SOUND_KEY, on ? 'off' : 'on');
    setOn(!on);
  };
  return { on, toggle };
}

let audio: AudioContext | undefined;
let lastDing = -Infinity;

/** A short ding made on the spot (no audio file to fetch); silent when muted or refused. */
export function playDing(): void {
  if (!soundIsOn() || typeof AudioContext === 'undefined') return;
  // Until the agent has clicked or typed on the page, the browser keeps audio off (and warns).
  if ('userActivation' in navigator && !navigator.userActivation.hasBeenActive) return;
  if (Date.now() - lastDing < QUIET_MS) return;
  lastDing = Date.now();
  audio ??= new AudioContext();
  const context = audio;
  if (context.state === 'running') return ding(context);
  // The browser may still refuse (its autoplay settings); the toast and the title tell anyway.
  context.resume().then(
    () => ding(context),
    () => undefined,
  );
}

function ding(context: AudioContext) {
  const start = context.currentTime;
  const tone = context.createOscillator();
  const volume = context.createGain();
  tone.frequency.value = 880;
  // A fast rise and a fall to near silence: a cut-off sine clicks.
  volume.gain.setValueAtTime(0.0001, start);
  volume.gain.exponentialRampToValueAtTime(0.2, start + 0.01);
  volume.gain.exponentialRampToValueAtTime(0.0001, start + DING_SECONDS);
  tone.connect(volume).connect(context.destination);
  tone.start(start);
  tone.stop(start + DING_SECONDS);
}

type DesktopAlerts = NotificationPermission | 'unsupported';

const desktopAlertsNow = (): DesktopAlerts =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** Whether desktop notifications may show, and the request for them, which must come from a click. */
export function useDesktopAlerts() {
  const [permission, setPermission] = useState(desktopAlertsNow);
  return {
    permission,
    turnOn: () => void Notification.requestPermission().then(setPermission),
  };
}

export interface AgentNotice {
  title: string;
  body: string;
  /** One per chat: a chat's next line replaces its notice rather than stacking another. */
  tag: string;
  open: () => void;
}

/** A desktop notification, only while the page is out of sight; clicking it brings the chat up. */
export function notifyAgent({ title, body, tag, open }: AgentNotice): void {
  if (document.visibilityState === 'visible' || desktopAlertsNow() !== 'granted') return;
  let notice: Notification;
  try {
    notice = new Notification(title, { body, tag });
  } catch {
    // Chrome on Android shows notifications only through a service worker and throws here; the
    // ding and the title still tell.
    return;
  }
  notice.onclick = () => {
    window.focus();
    notice.close();
    open();
  };
}

/**
 * Waiting chats, plus the unread lines of the chats already taken: a waiting chat counts once,
 * however much its customer wrote.
 */
export function attentionCount(waiting: readonly { id: number }[], unread: Readonly<Record<number, number>>): number {
  const waitingIds = new Set(waiting.map((session) => session.id));
  return Object.entries(unread).reduce(
    (count, [sessionId, lines]) => (waitingIds.has(Number(sessionId)) ? count : count + lines),
    waiting.length,
  );
}

const COUNT_PREFIX = /^\(\d+\) /;

export const titleWithCount = (title: string, count: number) => {
  const plain = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${count}) ${plain}` : plain;
};

/** "(N) " before the tab's title while N things wait for the agent; the plain title otherwise and once gone. */
export function useTitleCount(count: number): void {
  useEffect(() => {
    document.title = titleWithCount(document.title, count);
    return () => {
      document.title = titleWithCount(document.title, 0);
    };
  }, [count]);
}
