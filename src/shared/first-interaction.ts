// Decision 046: a public page starts its app at the visitor's first interaction. The entry script
// of every server-rendered page is added by the head script once the page has loaded and painted,
// so that nothing but the page is fetched or run before it paints. The head script also notes an
// interaction that comes before the entry has run, so the entry starts the app at once rather than
// waiting for another.

/**
 * What tells that a person is using the page, not only reading it: a press, a touch (a phone's
 * scroll starts with one), a mouse moving, a key, the wheel, a focus, a click or input that came
 * without any of these (assistive technology, autofill).
 */
export const INTERACTIONS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'focusin',
  'click',
  'input',
];

/**
 * Set on <html> (as data-early-click) to the data-takeover name of a link the app turns into a
 * button, clicked before the app ran: the button does its part once it is there.
 */
export const EARLY_CLICK = 'earlyClick';

/** How long such a click waits for the app before the link is followed as a link. */
export const EARLY_CLICK_WAIT_MS = 3000;

/** Set on <html> (as data-interacted) by the head script at the first interaction. */
export const INTERACTED = 'interacted';

/** The attribute of the root naming the entry script that the head script adds at load. */
export const ENTRY_ATTRIBUTE = 'data-entry';

/** Set on the root (as data-start) of a page whose app starts at the first interaction. */
export const START_ATTRIBUTE = 'data-start';
export const START_AT_INTERACTION = 'interaction';

/**
 * How long the page's largest paint must stay the largest before the entry is added: a new one (the
 * hero's image, decoded a frame or two after load) starts the wait again.
 */
const SETTLED_MS = 100;

/**
 * Runs in the head: marks the document at the first interaction, and adds the entry named on the
 * root once the page has loaded and its largest contentful paint has settled. Fetched earlier,
 * the app's scripts compete with that paint for a slow connection (a headless browser fires load
 * before its first paint; a hidden tab paints nothing until it is shown). A browser without
 * largest-paint entries adds it in the frame after load.
 */
export const INTERACTION_HEAD_SCRIPT = `(function(){var t=${JSON.stringify(INTERACTIONS)},o={capture:true,passive:true},l=0,w,q,f=function(){document.documentElement.dataset.${INTERACTED}='';t.forEach(function(e){removeEventListener(e,f,o)})},a=function(){if(l>1)return;l=2;q&&q.disconnect();var r=document.getElementById('root'),s=r&&r.getAttribute('${ENTRY_ATTRIBUTE}');if(s){var e=document.createElement('script');e.type='module';e.src=s;document.head.appendChild(e)}},d=function(){if(l!==1)return;clearTimeout(w);w=setTimeout(a,q?${SETTLED_MS}:0)};t.forEach(function(e){addEventListener(e,f,o)});try{if(PerformanceObserver.supportedEntryTypes.indexOf('largest-contentful-paint')>=0){q=new PerformanceObserver(d);q.observe({type:'largest-contentful-paint',buffered:true})}}catch(e){}addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){l=1;d()})})})})();`;
