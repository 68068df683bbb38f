import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { warnLater } from './warn-later.js';

test("no logger is made until it warns; the warning goes through the request's own logger", () => {
  const made: string[] = [];
  const warned: unknown[][] = [];
  const logger = (id: string) => {
    made.push(id);
    return { warn: (...args: unknown[]) => warned.push([id, ...args]) } as unknown as FastifyBaseLogger;
  };
  const log = warnLater(logger, 'req_1');
  assert.deepEqual(made, []);
  const err = new Error('store down');
  log.warn({ err }, 'limit store unavailable');
  assert.deepEqual(made, ['req_1']);
  assert.deepEqual(warned, [['req_1', { err }, 'limit store unavailable']]);
});
