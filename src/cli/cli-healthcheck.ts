#!/usr/bin/env node
// The container's HEALTHCHECK: GET /healthz on this machine's service port; exit 0 when it answers
// 200. The service is HTTPS-only, by default with a self-signed certificate, and this probe asks
// 127.0.0.1 (not the certificate's name), so it checks liveness only and skips verification —
// safe on loopback, and it needs neither curl in the image nor the certificate path.
import { request } from 'node:https';
import { ConfigError, parseConfig } from '../config.js';

let port: number;
try {
  port = parseConfig({}, process.env).port;
} catch (error) {
  process.stderr.write(`healthcheck: ${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}

const req = request(
  { host: '127.0.0.1', port, path: '/healthz', method: 'GET', rejectUnauthorized: false, timeout: 4000 },
  (res) => {
    res.resume();
    process.exit(res.statusCode === 200 ? 0 : 1);
  },
);
req.on('timeout', () => req.destroy(new Error('timed out')));
req.on('error', (error) => {
  process.stderr.write(`healthcheck: ${error.message}\n`);
  process.exit(1);
});
req.end();
