// The chat feature as the others see it: they import it from here, never from its files (decision 035).
export { chatRoutes } from './rest';
export { chatRouter } from './router';
export { deleteChatSessionsOf, latestConversation, sweepChats } from './service';
