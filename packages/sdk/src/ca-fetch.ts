/**
 * The `ca` option: a fetch over Node's https module that trusts the given certificate(s) (PEM) in
 * addition to Node's own CAs — the service's self-signed `<data-dir>/tls/cert.pem`, or a private
 * CA. Node's global fetch takes no CA (only NODE_EXTRA_CA_CERTS at process start, or a dispatcher
 * from the undici package); this needs neither. Node only: `node:https` is imported when a `ca`
 * is given, so browsers (the console) never load it.
 */

/** PEM text, its bytes, or the path of a PEM file. */
export type CaOption = string | Uint8Array;

interface NodeModules {
  https: typeof import('node:https');
  fs: typeof import('node:fs');
}

let modules: Promise<NodeModules> | null = null;
const nodeModules = () => {
  modules ??= Promise.all([import('node:https'), import('node:fs')]).then(([https, fs]) => ({ https, fs }));
  return modules;
};

/** The PEM text of the option: a string holding a certificate is one; another string is a path. */
function pemOf(ca: CaOption, fs: NodeModules['fs']): string | Uint8Array {
  if (typeof ca !== 'string' || ca.includes('-----BEGIN')) return ca;
  try {
    return fs.readFileSync(ca);
  } catch (error) {
    throw new TypeError(`Promptkeep: cannot read the ca file ${ca}: ${(error as Error).message}`);
  }
}

/** A fetch that trusts `ca`, keeping connections alive in its own agent. */
export function caFetch(ca: CaOption): typeof fetch {
  let agent: Promise<import('node:https').Agent> | null = null;
  const agentOf = () => {
    agent ??= nodeModules().then(
      ({ https, fs }) => new https.Agent({ ca: pemOf(ca, fs) as string, keepAlive: true }),
    );
    return agent;
  };
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const { https } = await nodeModules();
    const dispatcher = await agentOf();
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = typeof init.body === 'string' ? init.body : undefined;
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal ?? undefined;
      if (signal?.aborted) return reject(signal.reason);
      const req = https.request(url, { method: init.method ?? 'GET', headers, agent: dispatcher }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          signal?.removeEventListener('abort', onAbort);
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (value === undefined) continue;
            for (const v of Array.isArray(value) ? value : [value]) out.append(name, v);
          }
          const status = res.statusCode ?? 0;
          // A 204 or 304 has no body (the Response constructor refuses one).
          const noBody = status === 204 || status === 205 || status === 304;
          resolve(
            new Response(noBody ? null : Buffer.concat(chunks), {
              status,
              statusText: res.statusMessage ?? '',
              headers: out,
            }),
          );
        });
      });
      const onAbort = () =>
        req.destroy(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });
      // The transport reads `cause.message` of a failed fetch, as with Node's own fetch.
      req.on('error', (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(Object.assign(new TypeError('fetch failed'), { cause: error }));
      });
      req.end(body);
    });
  }) as typeof fetch;
}
