import { type Static, Type } from 'typebox';
import { Timestamp } from '../../http/common-schemas.js';

const Domain = Type.String({
  minLength: 1,
  maxLength: 253,
  pattern: '^(?=.{1,253}$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$',
  description: 'An e-mail domain (compared without regard to case), e.g. example.com.',
  examples: ['example.com'],
});

/** The account's OpenID Connect sign-in, as the owner sets it (PUT /v1/account/sso). */
export const SsoConfigInput = Type.Object(
  {
    issuer: Type.String({
      minLength: 8,
      maxLength: 2048,
      examples: ['https://login.example.com'],
      description:
        "The identity provider's issuer URL (https); its discovery document is read from " +
        '`<issuer>/.well-known/openid-configuration`.',
    }),
    client_id: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }),
    client_secret: Type.Optional(
      Type.Union([Type.String({ minLength: 1, maxLength: 4096 }), Type.Null()], {
        description:
          'Write-only: stored encrypted and never returned. Left out, the stored secret is kept; null removes ' +
          'it (a public client: PKCE only).',
      }),
    ),
    allowed_domains: Type.Array(Domain, {
      maxItems: 100,
      description:
        'Addresses in these domains get a user (without workspace roles) at their first SSO sign-in; others ' +
        'must be users of the account already.',
    }),
    sso_only: Type.Optional(
      Type.Boolean({
        default: false,
        description:
          "The account's users sign in by SSO only: password sign-in and invitations' passwords are refused.",
      }),
    ),
    enabled: Type.Optional(Type.Boolean({ default: true })),
  },
  { title: 'SsoConfigInput', additionalProperties: false },
);
export type SsoConfigInput = Static<typeof SsoConfigInput>;

export const SsoConfig = Type.Object(
  {
    issuer: Type.String(),
    client_id: Type.String(),
    client_secret_set: Type.Boolean({
      description: 'Whether a client secret is stored (it is never returned).',
    }),
    allowed_domains: Type.Array(Type.String()),
    sso_only: Type.Boolean(),
    enabled: Type.Boolean(),
    redirect_uri: Type.String({
      description:
        "The callback to register at the identity provider (this service's /v1/auth/sso/callback).",
    }),
    start_url: Type.String({ description: 'Where a browser starts an SSO sign-in into this account.' }),
    created: Timestamp,
    updated: Timestamp,
  },
  { title: 'SsoConfig' },
);
export type SsoConfig = Static<typeof SsoConfig>;

export const SsoStartQuery = Type.Object(
  {
    email: Type.Optional(
      Type.String({
        minLength: 3,
        maxLength: 254,
        pattern: '^[^\\s@]+@[^\\s@]+$',
        description:
          "The account is the one whose SSO allows this address's domain; also sent as login_hint.",
      }),
    ),
    account: Type.Optional(
      Type.String({ minLength: 1, maxLength: 128, description: 'The account (acc_…) to sign in to.' }),
    ),
  },
  { additionalProperties: false },
);
export type SsoStartQuery = Static<typeof SsoStartQuery>;

/** What the identity provider sends back (it may add parameters of its own: they are kept). */
export const SsoCallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 4096 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  error: Type.Optional(Type.String({ maxLength: 256 })),
  error_description: Type.Optional(Type.String({ maxLength: 2048 })),
  iss: Type.Optional(Type.String({ maxLength: 2048 })),
});
export type SsoCallbackQuery = Static<typeof SsoCallbackQuery>;

export const Redirect = Type.Null({ description: 'A redirect: the Location header says where.' });
