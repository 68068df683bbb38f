import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Who the next sign-in at the test identity provider is (it asks nothing: it signs this one in). */
export interface IdpPerson {
  sub: string;
  email: string;
  name?: string;
  email_verified?: boolean;
}

export const IDP_CLIENT = { id: 'promptkeep-test', secret: 'a-client-secret-of-the-test-idp' };

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback over HTTP, for the SSO
 * tests: one confidential client (client_secret_post, PKCE required) whose redirect URI is
 * `redirectUri`; its login and consent pages are replaced by one that signs in `next` at once.
 * `codeTtlSeconds` sets how long the codes it issues live (an expired code).
 */
export async function startTestIdp(redirectUris: string[]) {
  const people = new Map<string, IdpPerson>();
  let next: IdpPerson | null = null;
  let codeTtlSeconds = 60;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: IDP_CLIENT.id,
        client_secret: IDP_CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-idp-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: () => codeTtlSeconds },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Every scope is granted without a consent page.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: person.email,
            email_verified: person.email_verified ?? true,
            name: person.name ?? person.email,
          };
        },
      };
    },
  });
  const callback = provider.callback();
  server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      try {
        const person = next;
        if (!person) throw new Error('the test set no person to sign in');
        people.set(person.sub, person);
        await provider.interactionFinished(req, res, { login: { accountId: person.sub } });
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
      return;
    }
    callback(req, res);
  });

  return {
    issuer,
    /** The person the next sign-in signs in. */
    signInAs(person: IdpPerson) {
      next = person;
    },
    setCodeTtl(seconds: number) {
      codeTtlSeconds = seconds;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type TestIdp = Awaited<ReturnType<typeof startTestIdp>>;

/**
 * A browser at the identity provider: follows its redirects from the authorization URL (cookies
 * kept, as a browser keeps them) until one leaves for `until`; returns that URL (our callback).
 */
export async function throughIdp(authorizationUrl: string, until: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 10; hop++) {
    if (url.href.startsWith(until)) return url;
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const eq = (pair as string).indexOf('=');
      jar.set((pair as string).slice(0, eq).trim(), (pair as string).slice(eq + 1).trim());
    }
    const location = res.headers.get('location');
    if (!location)
      throw new Error(`the identity provider answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects at the identity provider');
}
