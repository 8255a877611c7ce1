import type { FastifyReply } from 'fastify';

/**
 * The JSON body of an answer, made once per answer object: services with a cached read hand out
 * the same object until its contents change, and the serialization is then cached along with it.
 */
export function jsonPerAnswer<T extends object>(toWire: (answer: T) => unknown): (answer: T) => string {
  const made = new WeakMap<T, string>();
  return (answer) => {
    let json = made.get(answer);
    if (json === undefined) {
      json = JSON.stringify(toWire(answer));
      made.set(answer, json);
    }
    return json;
  };
}

/** Sends JSON that is already serialized (Fastify would otherwise send a string as text). */
export const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);
