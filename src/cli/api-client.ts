import { readFileSync } from 'node:fs';
import { request } from 'node:https';

export interface ApiTarget {
  url: string;
  key: string;
  ca: string | null;
  insecure: boolean;
}

/** A minimal HTTPS JSON client for the CLI's thin commands (they never touch the database). */
export function callApi(
  target: ApiTarget,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const url = new URL(path, target.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: {
          'x-api-key': target.key,
          accept: 'application/json',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
        ...(target.ca ? { ca: readFileSync(target.ca) } : {}),
        rejectUnauthorized: !target.insecure,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
