/**
 * Code fetched when first needed, not with the page (issue 41's budget): the same promise for every
 * use, and a failed fetch is tried again on the next use.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
