/** The one delivery queue (Cloudflare Queues). Its face: what the other concerns and the composition root use. */
export { collectDeliveries, DEAD_DELIVERY_QUEUE, DELIVERY_TRIES, queueDeliveries, retryDelaySeconds } from './messages';
