import type { createVertex } from '@ai-sdk/google-vertex';
import { badRequest } from '../../lib/domain-error.js';
import { createGoogleTokenSource } from './google-access-token.js';
import type { ChatModel } from './language-model-factory.js';
import type { ProviderTransport } from './provider-egress.js';
import type { ProviderConnection } from './provider-kinds.js';
import { parseServiceAccountKey, type ServiceAccountKey } from './service-account-key.js';

type VertexAuthOptions = NonNullable<NonNullable<Parameters<typeof createVertex>[0]>['googleAuthOptions']>;

/**
 * A Vertex AI model: with an API key (express mode) the key alone; with a service account, an
 * access token we mint (google-access-token.ts) through the provider's guarded fetch. The SDK
 * never sees the key document, so google-auth-library neither reads it nor sends a request of its
 * own: Gemini gets our token through `googleAuthOptions.authClient` (GoogleAuth hands that client
 * back from getClient(), and the SDK only calls its getAccessToken()), Claude through the
 * Anthropic endpoint's `generateAuthToken`. `apiKey: ''` stops the SDK from falling back to the
 * server's GOOGLE_VERTEX_API_KEY.
 */
export async function vertexModel(
  provider: ProviderConnection,
  modelName: string,
  region: string | null,
  transport: ProviderTransport,
): Promise<ChatModel> {
  // Loaded on first use (language-model-factory.ts says why).
  const { createVertex } = await import('@ai-sdk/google-vertex');
  const s = provider.secrets;
  const baseURL = provider.base_url ?? undefined;
  const { fetch } = transport;
  const location = region ?? undefined;
  if (s.api_key) return createVertex({ apiKey: s.api_key, baseURL, location, fetch })(modelName);
  const tokens = createGoogleTokenSource({
    key: storedKey(provider),
    fetch,
    tokenUrl: transport.googleTokenUrl,
  });
  const common = { project: provider.options.project, location, baseURL, fetch };
  // Vertex serves Anthropic's models through its own endpoint and request format.
  if (modelName.startsWith('claude')) {
    const { createVertexAnthropic } = await import('@ai-sdk/google-vertex/anthropic');
    return createVertexAnthropic({ ...common, generateAuthToken: () => tokens.token() })(modelName);
  }
  const authClient = { getAccessToken: async () => ({ token: await tokens.token() }) };
  return createVertex({
    ...common,
    apiKey: '',
    googleAuthOptions: { authClient } as unknown as VertexAuthOptions,
  })(modelName);
}

/**
 * The stored key, checked again at use: a document stored before the rules of
 * service-account-key.ts (an external_account, a key naming another token endpoint) is refused.
 */
function storedKey(provider: ProviderConnection): ServiceAccountKey {
  const parsed = parseServiceAccountKey(provider.secrets.service_account_json ?? '');
  if ('key' in parsed) return parsed.key;
  throw badRequest(
    `The AI provider '${provider.name}' has a service_account_json that is not accepted ` +
      `(service_account_json${parsed.problem.replace(/\.$/, '')}). Replace it with a Google service-account ` +
      'key (PATCH /v1/account/providers/{id}).',
  );
}
