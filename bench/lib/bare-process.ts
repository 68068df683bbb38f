// A bare node:https server in its own process, pinned to CPU 1 beside wrk: load on the other core
// while this process computes a reference on CPU 0 (a synchronous loop would stall an in-process
// server). `startBareProcess()` in servers.ts starts it; it prints its URL and serves until killed.
import { startBareServer } from './servers.js';

const bare = await startBareServer(process.argv[2] ?? '{}');
process.stdout.write(`${bare.url}\n`);
