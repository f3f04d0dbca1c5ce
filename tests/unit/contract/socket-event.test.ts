import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { socketEventOf, socketEventSchema } from '../../../src/contract';

/** What the contract's zod schema answers for the same input: the parsed event, or null. */
function schemaAnswer(data: unknown) {
  const parsed = socketEventSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

const message = {
  id: 'm1',
  conversationId: 'c1',
  seq: 3,
  senderId: 'u1',
  body: 'Hello',
  createdAt: '2026-11-29T10:00:00.000Z',
};

/** Any value a socket's JSON (or a careless sender) could hold, numbers beyond JSON's included. */
const anyValue = fc.oneof(
  fc.constantFrom(undefined, null, true, 0, -1, 1.5, Number.NaN, Infinity, -Infinity, '', 'message', '3', [], {}),
  fc.string({ maxLength: 6 }),
  fc.double(),
  fc.array(fc.integer(), { maxLength: 2 }),
);

/** A message with each field kept, dropped or replaced, and maybe extra fields. */
const messageLike = fc
  .record({
    fields: fc.record(
      Object.fromEntries(
        Object.entries(message).map(([key, valid]) => [
          key,
          fc.oneof({ weight: 3, arbitrary: fc.constant<unknown>(valid) }, { weight: 1, arbitrary: anyValue }),
        ]),
      ),
      { requiredKeys: [] },
    ),
    extra: fc.dictionary(fc.constantFrom('extra', 'role', 'type', 'readAt'), anyValue, { maxKeys: 2 }),
  })
  .map(({ fields, extra }) => ({ ...extra, ...fields }));

const eventLike = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constantFrom<unknown>('message', 'messages', 'ping', 1, null),
      message: messageLike,
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('message'), message: messageLike, extra: anyValue }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('message'), message: anyValue }, { requiredKeys: ['type'] }) },
  { weight: 1, arbitrary: anyValue },
  { weight: 1, arbitrary: fc.array(messageLike, { maxLength: 2 }) },
);

describe('socketEventOf (the browser twin of socketEventSchema)', () => {
  it('accepts an event and keeps only the message fields the contract names', () => {
    expect(socketEventOf({ type: 'message', message: { ...message, role: 'x' }, at: 1 })).toEqual({
      type: 'message',
      message,
    });
  });

  it('refuses another event, a missing field or a field of the wrong kind', () => {
    expect(socketEventOf({ type: 'typing', message })).toBeNull();
    expect(socketEventOf({ type: 'message', message: { ...message, seq: '3' } })).toBeNull();
    expect(socketEventOf({ type: 'message', message: { ...message, body: undefined } })).toBeNull();
    expect(socketEventOf({ type: 'message', message: { ...message, seq: Infinity } })).toBeNull();
    expect(socketEventOf([{ type: 'message', message }])).toBeNull();
    expect(socketEventOf('pong')).toBeNull();
  });

  it('agrees with socketEventSchema on generated events', () => {
    let accepted = 0;
    fc.assert(
      fc.property(eventLike, (data) => {
        const answer = socketEventOf(data);
        expect(answer).toStrictEqual(schemaAnswer(data));
        if (answer) accepted++;
      }),
      { numRuns: 3000 },
    );
    // The generator reaches both answers, not only refusals.
    expect(accepted).toBeGreaterThan(100);
  });
});
