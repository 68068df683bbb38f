import type { FastifyReply } from 'fastify';

/**
 * The answer of a route that has nothing to send back (a DELETE): once the service call is done,
 * 204 with no body. A call that throws answers its error instead, as any handler's does.
 */
export async function noContent(reply: FastifyReply, done: Promise<unknown>) {
  await done;
  return reply.code(204).send(null);
}
