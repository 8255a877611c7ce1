// Decision 046: a public page starts its app at the visitor's first interaction. Its entry script
// is added by the head script once the page has loaded and painted, so that nothing but the page
// is fetched or run before it paints. The head script also notes an interaction that comes before
// the entry has run, so the entry starts the app at once rather than waiting for another.

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

/** Set on <html> (as data-interacted) by the head script at the first interaction. */
export const INTERACTED = 'interacted';

/** The attribute of the root naming the entry script that the head script adds at load. */
export const ENTRY_ATTRIBUTE = 'data-entry';

/**
 * Runs in the head: marks the document at the first interaction, and adds the entry named on the
 * root once the page has loaded and painted the frame after (a headless browser fires load before
 * its first paint; a hidden tab paints nothing until it is shown).
 */
export const INTERACTION_HEAD_SCRIPT = `(function(){var t=${JSON.stringify(INTERACTIONS)},o={capture:true,passive:true},f=function(){document.documentElement.dataset.${INTERACTED}='';t.forEach(function(e){removeEventListener(e,f,o)})};t.forEach(function(e){addEventListener(e,f,o)});addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){var r=document.getElementById('root'),s=r&&r.getAttribute('${ENTRY_ATTRIBUTE}');if(s){var e=document.createElement('script');e.type='module';e.src=s;document.head.appendChild(e)}})})})})();`;
