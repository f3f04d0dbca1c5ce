/** Offers and their answer. Its face: what the other concerns and the composition root use. */
export { offerRoutes } from './routes';
export { announceOffer } from './service';
export { referencedOfferKeys, eraseDeclineReasons } from './store';
