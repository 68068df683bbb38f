import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AuthQuery, errorResponses, KEY_SECURITY, NoContent } from '../../http/common-schemas.js';
import { noContent } from '../../http/no-content.js';
import { accountOwner, unauthenticated } from '../../http/route-config.js';
import {
  clearSsoStateCookie,
  setSessionCookie,
  setSsoStateCookie,
  ssoStateCookie,
} from '../../http/session-cookie.js';
import { badRequest } from '../../lib/domain-error.js';
import { Redirect, SsoCallbackQuery, SsoConfig, SsoConfigInput, SsoStartQuery } from './sso.schemas.js';
import { SSO_CALLBACK_PATH, SSO_START_PATH, type SsoService } from './sso.service.js';
import type { SsoSignInService } from './sso-sign-in.service.js';

const owner = { tags: ['Single sign-on'], security: KEY_SECURITY, querystring: Type.Object(AuthQuery) };
const signIn = { tags: ['Single sign-on'], security: [] };
const origin = (req: FastifyRequest) => ({
  ip: req.ip,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : '',
});
const rawQuery = (req: FastifyRequest) => {
  const at = req.url.indexOf('?');
  return at < 0 ? '' : req.url.slice(at + 1);
};

/**
 * Single sign-on (OpenID Connect): the owner's configuration (/v1/account/sso) and the sign-in
 * itself (/v1/auth/sso/start → the identity provider → /v1/auth/sso/callback → the console, signed
 * in). `publicUrl` (--public-url) is the service's address the identity provider sends browsers
 * back to; without it, the address the request was sent to.
 */
export function registerSsoRoutes(
  root: FastifyInstance,
  deps: { sso: SsoService; signIn: SsoSignInService; publicUrl: string | null },
) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  // As URLs write them (no default port): the redirect_uri must be the same string both times.
  const base = (req: FastifyRequest) => {
    if (deps.publicUrl) return deps.publicUrl.replace(/\/+$/, '');
    try {
      return new URL(`${req.protocol}://${req.host}`).origin;
    } catch {
      throw badRequest('The Host header is not a host name.');
    }
  };

  app.get(
    '/v1/account/sso',
    {
      config: accountOwner,
      schema: {
        ...owner,
        operationId: 'getSsoConfig',
        summary: "The account's single sign-on (OpenID Connect); the client secret is never returned",
        response: { 200: SsoConfig, ...errorResponses(404) },
      },
    },
    (req) => deps.sso.get({ ctx: req.ctx, base: base(req) }),
  );
  app.put(
    '/v1/account/sso',
    {
      config: accountOwner,
      schema: {
        ...owner,
        operationId: 'putSsoConfig',
        summary: "Set the account's single sign-on: issuer, client, allowed domains, SSO only",
        body: SsoConfigInput,
        response: { 200: SsoConfig, ...errorResponses() },
      },
    },
    (req) => deps.sso.put({ ctx: req.ctx, base: base(req), input: req.body }),
  );
  app.delete(
    '/v1/account/sso',
    {
      config: accountOwner,
      schema: {
        ...owner,
        operationId: 'deleteSsoConfig',
        summary: "Remove the account's single sign-on (password sign-in works again)",
        response: { 204: NoContent, ...errorResponses(404) },
      },
    },
    (req, reply) => noContent(reply, deps.sso.remove({ ctx: req.ctx })),
  );

  app.get(
    SSO_START_PATH,
    {
      config: unauthenticated,
      schema: {
        ...signIn,
        operationId: 'startSsoSignIn',
        summary: "Begin a single sign-on: redirects the browser to the account's identity provider",
        querystring: SsoStartQuery,
        response: { 302: Redirect, ...errorResponses(502) },
      },
    },
    async (req, reply) => {
      const begun = await deps.signIn.start({ query: req.query, base: base(req), ip: req.ip });
      return reply
        .code(302)
        .header('location', begun.location)
        .header('cache-control', 'no-store')
        .header('set-cookie', setSsoStateCookie(begun.state, begun.maxAgeSeconds))
        .send(null);
    },
  );
  app.get(
    SSO_CALLBACK_PATH,
    {
      config: unauthenticated,
      schema: {
        ...signIn,
        operationId: 'finishSsoSignIn',
        summary:
          'Where the identity provider sends the browser back: signs in, then redirects to the console',
        querystring: SsoCallbackQuery,
        response: { 302: Redirect, ...errorResponses(502) },
      },
    },
    async (req, reply) => {
      // The state cookie has done its work whatever happens: it goes with this answer.
      reply.header('cache-control', 'no-store').header('set-cookie', clearSsoStateCookie());
      const opened = await deps.signIn.callback({
        query: req.query,
        rawQuery: rawQuery(req),
        browserState: ssoStateCookie(req),
        base: base(req),
        origin: origin(req),
      });
      return reply
        .code(302)
        .header('location', `${deps.publicUrl?.replace(/\/+$/, '') ?? ''}/`)
        .header('set-cookie', [clearSsoStateCookie(), setSessionCookie(opened.secret, opened.maxAgeSeconds)])
        .send(null);
    },
  );
}
