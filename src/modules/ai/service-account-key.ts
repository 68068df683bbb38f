import { createPrivateKey } from 'node:crypto';

/**
 * Vertex AI's `service_account_json`: a Google service-account key, and nothing else. Google's
 * auth library acts on whatever credential document it is given — an `external_account` reads a
 * file (`credential_source.file: /proc/self/environ`), fetches a URL or runs a command and posts
 * the result to its `token_url`; `authorized_user`, `impersonated_service_account`, … call URLs
 * of their own. So a document an account sends must be a service-account key with exactly the
 * fields Google writes into one, and the server reads none of its URLs: the key is exchanged at
 * GOOGLE_TOKEN_URL (google-access-token.ts), whatever its `token_uri` says. The same check runs
 * when a stored key is used, so a document stored before this rule is refused then.
 */

/** Google's OAuth 2.0 token endpoint: the only place a service-account key is exchanged. */
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** What the token exchange uses of a key. */
export interface ServiceAccountKey {
  client_email: string;
  private_key: string;
  private_key_id?: string;
}

/** A key file is about 2.4 KB; the request schema caps the string form at 16 KB too. */
const MAX_CHARS = 16_384;

const exactly =
  (...allowed: string[]) =>
  (value: string) =>
    allowed.includes(value)
      ? null
      : `must be ${allowed.length > 1 ? 'one of ' : ''}${allowed.join(', ')}: the server never calls the URLs of a key, and refuses any other.`;

/**
 * The fields of a Google service-account key (as the Cloud console and `gcloud iam
 * service-accounts keys create` write it) and what each may hold. Only `type`, `client_email`
 * and `private_key` are needed to get a token; the others are accepted so a key file can be
 * pasted as it is, and checked so that none can point anywhere else.
 */
const FIELDS: Record<string, { required: boolean; check: (value: string) => string | null }> = {
  type: {
    required: true,
    check: (v) =>
      v === 'service_account'
        ? null
        : "must be 'service_account' (a Google service-account key). Other credential types " +
          '(external_account, external_account_authorized_user, authorized_user, impersonated_service_account, …) ' +
          'name files, URLs or commands the server would read or call, and are refused.',
  },
  client_email: {
    required: true,
    check: (v) =>
      /^[a-z0-9][a-z0-9._-]{0,99}@[a-z0-9][a-z0-9.-]{0,99}\.gserviceaccount\.com$/.test(v)
        ? null
        : "must be a service account's e-mail (name@project.iam.gserviceaccount.com).",
  },
  private_key: { required: true, check: checkPrivateKey },
  private_key_id: {
    required: false,
    check: (v) => (/^[A-Za-z0-9_-]{1,128}$/.test(v) ? null : "must be the key's id (letters and digits)."),
  },
  project_id: {
    required: false,
    check: (v) =>
      /^[a-z0-9][a-z0-9.:-]{0,127}$/.test(v) ? null : 'must be a Google Cloud project id (my-project).',
  },
  client_id: {
    required: false,
    check: (v) => (/^\d{1,40}$/.test(v) ? null : 'must be the numeric client id of the service account.'),
  },
  token_uri: {
    required: false,
    check: (v) =>
      v === GOOGLE_TOKEN_URL || v === 'https://accounts.google.com/o/oauth2/token'
        ? null
        : `must be Google's token endpoint (${GOOGLE_TOKEN_URL}): the server exchanges keys there only, ` +
          'and refuses a key that names another.',
  },
  auth_uri: { required: false, check: exactly('https://accounts.google.com/o/oauth2/auth') },
  auth_provider_x509_cert_url: {
    required: false,
    check: exactly('https://www.googleapis.com/oauth2/v1/certs'),
  },
  client_x509_cert_url: {
    required: false,
    check: (v) =>
      /^https:\/\/www\.googleapis\.com\/robot\/v1\/metadata\/x509\/[A-Za-z0-9._%@-]{1,300}$/.test(v)
        ? null
        : 'must be https://www.googleapis.com/robot/v1/metadata/x509/<client e-mail>: the server never calls ' +
          'the URLs of a key, and refuses any other.',
  },
  universe_domain: {
    required: false,
    check: (v) =>
      v === 'googleapis.com' ? null : "must be 'googleapis.com' (other universes are not supported).",
  },
};
const ACCEPTED = Object.keys(FIELDS).join(', ');

function checkPrivateKey(pem: string): string | null {
  const problem =
    'must be a PEM RSA private key of 2048 to 4096 bits (-----BEGIN PRIVATE KEY----- …), as in the key ' +
    'file Google issues.';
  if (!/^\s*-----BEGIN (RSA )?PRIVATE KEY-----/.test(pem) || pem.length > 8192) return problem;
  try {
    const key = createPrivateKey({ key: pem, format: 'pem' });
    // Google issues 2048-bit keys; the upper bound keeps signing cheap (a 16384-bit key takes ~0.5 s).
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    return key.asymmetricKeyType === 'rsa' && bits >= 2048 && bits <= 4096 ? null : problem;
  } catch {
    return problem;
  }
}

/** How a field name is shown: as is when plain, quoted (and cut) otherwise. */
const shown = (name: string) =>
  /^[A-Za-z0-9_]{1,64}$/.test(name) ? `.${name}` : `[${JSON.stringify(name.slice(0, 64))}]`;

/**
 * Checks a service_account_json (the text stored); returns the problem as a suffix of the field's
 * name (`.type must be 'service_account' …`, ` is not valid JSON.`), or the key.
 */
export function parseServiceAccountKey(text: string): { key: ServiceAccountKey } | { problem: string } {
  if (text.length > MAX_CHARS) return { problem: ` is too large (over ${MAX_CHARS} characters).` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: ' is not valid JSON.' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { problem: ' must be a JSON object (a Google service-account key).' };
  }
  const doc = parsed as Record<string, unknown>;
  // The type first: a document of another type is refused for what it is, whatever else it holds.
  const names = ['type', ...Object.keys(doc).filter((n) => n !== 'type')];
  for (const name of names) {
    const rule = Object.hasOwn(FIELDS, name) ? FIELDS[name] : undefined;
    if (!rule)
      return {
        problem: `${shown(name)} is not a field of a Google service-account key (accepted: ${ACCEPTED}).`,
      };
    const value = doc[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') return { problem: `${shown(name)} must be a string.` };
    const problem = rule.check(value);
    if (problem) return { problem: `${shown(name)} ${problem}` };
  }
  for (const [name, rule] of Object.entries(FIELDS)) {
    if (rule.required && doc[name] === undefined) {
      return {
        problem: `.${name} is required (a Google service-account key has type, client_email and private_key).`,
      };
    }
  }
  const key: ServiceAccountKey = {
    client_email: doc.client_email as string,
    private_key: doc.private_key as string,
  };
  if (typeof doc.private_key_id === 'string') key.private_key_id = doc.private_key_id;
  return { key };
}
