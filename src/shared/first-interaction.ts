// Decision 046: a public page starts its app at the visitor's first interaction. The head script
// notes one that comes before the app's entry has run (a tap while its script is on its way), so
// the entry starts the app at once rather than waiting for another.

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

/** Runs in the head: marks the document at the first interaction, then stops listening. */
export const INTERACTION_HEAD_SCRIPT = `(function(){var t=${JSON.stringify(INTERACTIONS)},o={capture:true,passive:true},f=function(){document.documentElement.dataset.${INTERACTED}='';t.forEach(function(e){removeEventListener(e,f,o)})};t.forEach(function(e){addEventListener(e,f,o)})})();`;
