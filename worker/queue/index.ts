/** The one delivery queue (Cloudflare Queues). Its face: what the other concerns and the composition root use. */
export { DEAD_DELIVERY_QUEUE, deliveries, DELIVERY_TRIES, retryDelaySeconds, send, sendDeliveries } from './messages';
