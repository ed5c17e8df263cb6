import type { FastifyRequest } from 'fastify';
import { bodyOf } from '../src/http/untrusted';

// Bodies are hostile input: whatever arrives, the routes read named fields and never crash on shape.
type Body = { streamId?: number; giftId?: number };
const req = (body: unknown) => ({ body }) as FastifyRequest;

describe('bodyOf', () => {
  it('gives the fields of an object body, unchecked', () => {
    expect(bodyOf<Body>(req({ streamId: 'x', giftId: 2 }))).toEqual({ streamId: 'x', giftId: 2 });
  });

  it.each([[null], [undefined], ['streamId=1'], [[{ streamId: 1 }]], [42]])(
    'gives no fields for a %p body',
    (raw) => {
      const b = bodyOf<Body>(req(raw));
      expect(b.streamId).toBeUndefined();
      expect(b.giftId).toBeUndefined();
    },
  );
});
