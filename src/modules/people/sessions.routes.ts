import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errorResponses, IdParams, NoContent } from '../../http/common-schemas.js';
import { noContent } from '../../http/no-content.js';
import { unauthenticated, userSession } from '../../http/route-config.js';
import { clearSessionCookie, sessionCookie, setSessionCookie } from '../../http/session-cookie.js';
import { InvitationAccept, Session, SignedIn, SignIn } from './people.schemas.js';
import type { SessionsService } from './sessions.service.js';

const base = { tags: ['Sessions'] };
const SESSION_SECURITY = [{ sessionCookie: [] }];
const origin = (req: FastifyRequest) => ({
  ip: req.ip,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : '',
});
const opened = (reply: FastifyReply, s: { secret: string; maxAgeSeconds: number; body: SignedIn }) => {
  reply.header('set-cookie', setSessionCookie(s.secret, s.maxAgeSeconds));
  reply.header('cache-control', 'no-store');
  return s.body;
};
// Auth guarantees the cookie on `userSession` routes.
const secretOf = (req: FastifyRequest) => sessionCookie(req) as string;

/**
 * Sign-in (e-mail and password), invitation acceptance and the signed-in user's own sessions
 * (docs/security.md, "Sessions"). Sign-in and acceptance set the session cookie and answer the CSRF
 * token the console sends back on every change.
 */
export function registerSessionRoutes(root: FastifyInstance, sessions: SessionsService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/v1/auth/sign-in',
    {
      config: unauthenticated,
      schema: {
        ...base,
        operationId: 'signIn',
        summary: 'Sign in with e-mail and password (sets the session cookie)',
        body: SignIn,
        response: { 200: SignedIn, ...errorResponses() },
      },
    },
    async (req, reply) => opened(reply, await sessions.signIn({ ...req.body, origin: origin(req) })),
  );
  app.post(
    '/v1/auth/invitation',
    {
      config: unauthenticated,
      schema: {
        ...base,
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation: choose a password, then signed in (sets the session cookie)',
        body: InvitationAccept,
        response: { 200: SignedIn, ...errorResponses() },
      },
    },
    async (req, reply) =>
      opened(reply, await sessions.acceptInvitation({ ...req.body, origin: origin(req) })),
  );
  app.get(
    '/v1/auth/session',
    {
      config: userSession,
      schema: {
        ...base,
        security: SESSION_SECURITY,
        operationId: 'getCurrentSession',
        summary: 'The signed-in user, the session and its CSRF token',
        response: { 200: SignedIn, ...errorResponses() },
      },
    },
    (req) => sessions.current({ ctx: req.ctx, secret: secretOf(req) }),
  );
  app.delete(
    '/v1/auth/session',
    {
      config: userSession,
      schema: {
        ...base,
        security: SESSION_SECURITY,
        operationId: 'signOut',
        summary: 'Sign out (ends this session)',
        response: { 204: NoContent, ...errorResponses() },
      },
    },
    async (req, reply) => {
      await sessions.signOut({ ctx: req.ctx });
      return reply.code(204).header('set-cookie', clearSessionCookie()).send(null);
    },
  );
  app.get(
    '/v1/auth/sessions',
    {
      config: userSession,
      schema: {
        ...base,
        security: SESSION_SECURITY,
        operationId: 'listSessions',
        summary: "The signed-in user's sessions",
        response: { 200: Type.Array(Session), ...errorResponses() },
      },
    },
    (req) => sessions.list({ ctx: req.ctx }),
  );
  app.delete(
    '/v1/auth/sessions/:sessionId',
    {
      config: userSession,
      schema: {
        ...base,
        security: SESSION_SECURITY,
        operationId: 'deleteSession',
        summary: 'End one of your sessions',
        params: IdParams('sessionId'),
        response: { 204: NoContent, ...errorResponses(404) },
      },
    },
    (req, reply) => noContent(reply, sessions.revoke({ ctx: req.ctx, ...req.params })),
  );
}
