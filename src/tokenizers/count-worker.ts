// Worker thread entry: counts with its own registry (vocabularies load lazily per worker).

import { parentPort } from 'node:worker_threads';
import type { WorkerRequest, WorkerResponse } from './count-worker-pool.js';
import { createTokenizerRegistry } from './registry.js';

if (parentPort === null) throw new Error('count-worker must run in a worker thread');
const port = parentPort;
const registry = createTokenizerRegistry();

port.on('message', (request: WorkerRequest) => {
  let response: WorkerResponse;
  try {
    if (request.kind === 'count') {
      response = { taskId: request.taskId, ok: true, count: registry.get(request.id).count(request.text) };
    } else {
      for (const id of request.ids) registry.get(id);
      response = { taskId: request.taskId, ok: true, count: 0 };
    }
  } catch (error) {
    response = { taskId: request.taskId, ok: false, message: (error as Error).message ?? String(error) };
  }
  port.postMessage(response);
});
