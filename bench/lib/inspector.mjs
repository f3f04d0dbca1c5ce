// The product isolate's JavaScript heap, read over the DevTools protocol from wrangler dev's
// inspector proxy (workerd allows one session per isolate, and wrangler holds it). It is the heap's
// used size, garbage not yet collected included (workerd does not answer HeapProfiler.collectGarbage),
// so it saws up and down; a leak in the worker shows as lows that keep rising.
//
// While a client is attached the proxy forwards the runtime's events to it; without one it keeps
// them (every console line of the worker) until one attaches. The bench stays attached and drops them.

/** Connects to `ws://127.0.0.1:port/ws`; `heapMiB()` reads the isolate's used heap. */
export async function inspectWorker(port) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { Origin: 'http://localhost' } });
  const waiting = new Map();
  let id = 0;
  ws.addEventListener('message', (e) => {
    const m = JSON.parse(String(e.data));
    waiting.get(m.id)?.(m);
    waiting.delete(m.id);
  });
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', () => reject(new Error(`inspector on port ${port} did not open`)), { once: true });
  });
  const call = (method, ms = 60_000) =>
    new Promise((resolve, reject) => {
      const my = ++id;
      const timer = setTimeout(() => {
        waiting.delete(my);
        reject(new Error(`${method}: no answer in ${ms} ms`));
      }, ms);
      waiting.set(my, (m) => {
        clearTimeout(timer);
        if (m.error) reject(new Error(`${method}: ${m.error.message}`));
        else resolve(m.result);
      });
      ws.send(JSON.stringify({ id: my, method }));
    });
  return {
    async heapMiB() {
      const { usedSize } = await call('Runtime.getHeapUsage');
      return Math.round(usedSize / 1048576);
    },
    close: () => ws.close(),
  };
}
