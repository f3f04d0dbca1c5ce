/** Conversations between candidates and companies, live over WebSockets. Its face: what the other concerns and the composition root use. */
export { messagingRoutes } from './routes';
export { announceMessage, ensureConversation, sendMessage } from './service';
export {
  findBySend,
  findMessageWithParties,
  messagesUpTo,
  openWithMessageStatements,
  deleteCandidateConversations,
} from './store';
