import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A task that may run again after a partial failure (a notice intent whose delivery failed half way
 * is delivered again by the cron): the rows it makes (emails, notifications) take ids drawn from
 * the task and what they are, so a second run makes the same ids, and their inserts, which ignore a
 * row already there, add nothing twice.
 */
const task = new AsyncLocalStorage<string>();

export const asRepeatableTask = <T>(taskId: string, run: () => Promise<T>): Promise<T> => task.run(taskId, run);

/** A UUID drawn from `text` (SHA-256): the same text, the same id. */
export async function uuidOf(text: string): Promise<string> {
  const h = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The id of a row a task makes: drawn from the running task and `what` it is, else a fresh one. */
export async function effectId(...what: string[]): Promise<string> {
  const taskId = task.getStore();
  return taskId === undefined ? crypto.randomUUID() : uuidOf([taskId, ...what].join('\n'));
}
