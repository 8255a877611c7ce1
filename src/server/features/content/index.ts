// The content feature as the others see it: they import it from here, never from its files (decision 035).
export { contentRoutes, socialMediaWire } from './rest';
export { contentRouter } from './router';
export { getSocialMedia, publicContentVersion, seedPublicContent } from './service';
export { deleteSocialLinkById, insertSocialLink, saveSocialSettings, setSocialLinkFlags } from './social-store';
