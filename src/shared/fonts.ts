// The web fonts: on a first visit they load after the page and switch on at its next navigation;
// later page loads paint in them at once (docs/decisions/029). Shared by the page's head script
// (shared/head-script.ts) and the client that loads them.

/** The class on <html> that switches the text from the fallbacks to the web fonts (styles/fonts.css). */
export const FONTS_CLASS = 'fonts';

/** This browser's note that it has the fonts, cached from an earlier page load. */
export const FONTS_CACHED_KEY = 'fonts-cached';

/** Runs in the head, before the first paint: a returning visitor's page paints in the web fonts. */
export const FONTS_HEAD_SCRIPT = `try{if(localStorage.getItem('${FONTS_CACHED_KEY}'))document.documentElement.classList.add('${FONTS_CLASS}')}catch(e){}`;
