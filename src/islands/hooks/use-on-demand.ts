import { useEffect, useState } from 'react';

/**
 * A component (or module) fetched with `load` (an `onDemand` loader) once `wanted` turns true: a part
 * of a page shown only for some data, such as an offer. Null until it is here; a failed fetch leaves
 * it null (the part is not shown) and is tried again when `wanted` turns true again.
 */
export function useOnDemand<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    load().then(
      (value) => live && setLoaded(() => value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, load]);
  return loaded;
}
