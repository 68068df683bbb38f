import { webcrypto } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface TlsMaterial {
  key: string;
  cert: string;
  /** True when this call generated a new self-signed certificate. */
  generated: boolean;
  certPath: string;
}

/**
 * A self-signed ECDSA P-256 certificate for localhost, made once into the data dir. ECDSA because
 * a TLS handshake with it costs ~1 ms of server CPU against ~1.5 ms for RSA-2048 (measured).
 */
async function generate(): Promise<{ key: string; cert: string }> {
  // Loaded only to make a certificate (the first start), not at every start: ~8% of a start's CPU.
  // Its dependency injection needs the Reflect metadata polyfill first.
  await import('reflect-metadata');
  const x509 = await import('@peculiar/x509');
  x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);
  const alg = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
  const keys = await webcrypto.subtle.generateKey(alg, true, ['sign', 'verify']);
  const now = new Date();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: Buffer.from(webcrypto.getRandomValues(new Uint8Array(16)))
      .toString('hex')
      .replace(/^[89a-f]/, '1'),
    name: 'CN=promptkeep.localhost',
    notBefore: new Date(now.getTime() - 60_000),
    notAfter: new Date(now.getTime() + 825 * 86_400_000),
    signingAlgorithm: alg,
    keys: keys as unknown as Parameters<typeof x509.X509CertificateGenerator.createSelfSigned>[0]['keys'],
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension([
        { type: 'dns', value: 'localhost' },
        { type: 'ip', value: '127.0.0.1' },
        { type: 'ip', value: '::1' },
      ]),
    ],
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  const key = `-----BEGIN PRIVATE KEY-----\n${pkcs8
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .trim()}\n-----END PRIVATE KEY-----\n`;
  return { key, cert: cert.toString('pem') };
}

/** Uses the operator's certificate when given, else the data dir's own (made on first start). */
export async function loadTls(
  dataDir: string,
  certFile: string | null,
  keyFile: string | null,
): Promise<TlsMaterial> {
  if (certFile && keyFile) {
    return {
      cert: await readFile(certFile, 'utf8'),
      key: await readFile(keyFile, 'utf8'),
      generated: false,
      certPath: certFile,
    };
  }
  const dir = join(dataDir, 'tls');
  const certPath = join(dir, 'cert.pem');
  const keyPath = join(dir, 'key.pem');
  if (existsSync(certPath) && existsSync(keyPath)) {
    return {
      cert: await readFile(certPath, 'utf8'),
      key: await readFile(keyPath, 'utf8'),
      generated: false,
      certPath,
    };
  }
  await mkdir(dir, { recursive: true });
  const made = await generate();
  await writeFile(keyPath, made.key, { mode: 0o600 });
  await chmod(keyPath, 0o600);
  await writeFile(certPath, made.cert);
  return { ...made, generated: true, certPath };
}
