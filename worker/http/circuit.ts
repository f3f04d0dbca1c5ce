/**
 * A circuit breaker in front of the backend, per isolate: each Workers isolate keeps its own count
 * in memory (nothing is shared between isolates or locations, and a new isolate starts closed).
 * After CIRCUIT_FAILURES failures in a row (timeouts, unreachable, 502/503/504) the circuit opens:
 * for CIRCUIT_OPEN_MS the edge answers at once without calling the backend. Then requests go
 * through again; the first success closes it, another failure opens it for another period.
 */
export const CIRCUIT_FAILURES = 5;
export const CIRCUIT_OPEN_MS = 5_000;

interface Circuit {
  failures: number;
  openUntil: number;
}

const circuits = new Map<string, Circuit>();

const circuitOf = (backend: string) => circuits.get(backend) ?? { failures: 0, openUntil: 0 };

/** Milliseconds until the backend's circuit lets requests through again; 0 when it is closed. */
export function circuitWait(backend: string, now = Date.now()): number {
  return Math.max(0, circuitOf(backend).openUntil - now);
}

export function recordFailure(backend: string, now = Date.now()): void {
  const circuit = circuitOf(backend);
  const failures = circuit.failures + 1;
  circuits.set(backend, {
    failures,
    openUntil: failures >= CIRCUIT_FAILURES ? now + CIRCUIT_OPEN_MS : circuit.openUntil,
  });
}

export function recordSuccess(backend: string): void {
  circuits.delete(backend);
}
