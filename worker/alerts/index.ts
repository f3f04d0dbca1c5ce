/** Job alerts (saved searches) and their delivery. Its face: what the other concerns and the composition root use. */
export { onJobPublished, runAlertDelivery } from './delivery';
export { alertDeliveryRoutes } from './delivery-routes';
export { jobProfileOf } from './match';
export { alertRoutes } from './routes';
export { listAlerts } from './service';
export { deleteCandidateAlerts } from './store';
