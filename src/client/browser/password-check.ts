import { schemaOnDemand } from './forms';

/**
 * The password change's check, shared by both roles' settings: the contract's schema, fetched with zod
 * when the form is first used rather than with the page (issue 41's budget).
 */
export const changePasswordCheck = schemaOnDemand(() =>
  import('../../contract/candidate').then((m) => m.changePasswordSchema),
);
