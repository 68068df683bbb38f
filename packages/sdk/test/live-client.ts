import { after, before } from 'node:test';
import { Agent, fetch as undiciFetch } from 'undici';
import { createLiveApp, type LiveApp } from '../../../test/support/live-server.js';
import type { TestAccount, TestAppOptions } from '../../../test/support/test-app.js';
import { Promptkeep, type PromptkeepOptions } from '../src/index.js';

/**
 * The SDK against the app listening on real HTTPS (one per test file): a client per account, going
 * through a fetch that trusts the app's self-signed certificate, as an application would with its CA.
 * `options` (called in `before`: it may start what the app's settings name) set up the app.
 */
export function liveSdkPerFile(options: () => TestAppOptions | Promise<TestAppOptions> = () => ({})) {
  let live: LiveApp | undefined;
  let agent: Agent | undefined;
  before(async () => {
    live = await createLiveApp(await options());
    agent = new Agent({ connect: { ca: live.ca } });
  });
  after(async () => {
    await agent?.close();
    await live?.close();
  });
  const started = () => {
    if (!live || !agent) throw new Error('The live app is used before its `before` hook ran.');
    return { live, agent };
  };
  const trustingFetch = ((url: string, init?: RequestInit) =>
    undiciFetch(url, { ...(init as object), dispatcher: started().agent })) as unknown as typeof fetch;
  return {
    get app(): LiveApp {
      return started().live;
    },
    baseUrl: () => `https://localhost:${started().live.port}`,
    fetch: trustingFetch,
    /** A client for `a` in its workspace (options override the defaults). */
    client(a: TestAccount, options: Partial<PromptkeepOptions> = {}) {
      return new Promptkeep({
        baseUrl: `https://localhost:${started().live.port}`,
        apiKey: a.key,
        workspaceId: a.workspaceId,
        fetch: trustingFetch,
        ...options,
      });
    },
  };
}
