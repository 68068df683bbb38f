import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { Type } from 'typebox';
import { validatePlatformProviders } from '../../src/modules/ai/platform-providers.js';
import { Version } from '../../src/modules/prompts/prompts.schemas.js';
import { type FakeLlmServer, startFakeLlmServer } from '../support/fake-llm-server.js';
import { PASSWORD, type UserSession } from '../support/people-fixtures.js';
import { accountProvider } from '../support/provider-harness.js';
import { parseAs } from '../support/test-app.js';
import { checkScreen, consoleFixture, signInAs } from './browser.js';

// Chat versions and the playground in the console (issue 25), as a person uses them, in Debian's
// headless Chromium against a real HTTPS server whose platform provider is the fake LLM server
// (OpenAI-compatible, model gpt-4o-mini so the catalog prices the run): an editor writes a chat
// version (roles, a message placeholder moved into place, the model configuration), fills its
// variables in the playground, runs it, reads output, tokens, cost and latency; then runs it side
// by side with the text version; an upstream failure shows in our words; a viewer sees the
// messages but no Run button.
let fake: FakeLlmServer;
const NAME = 'Topic explainer';
const MODEL = 'gpt-4o-mini';

const { live, owner, pages, users, data, problems } = consoleFixture(['editor', 'viewer'], {
  roles: { editor: 'editor', viewer: 'viewer' },
  settings: async () => {
    fake = await startFakeLlmServer();
    return {
      llmTimeoutMs: 5000,
      platformProviders: validatePlatformProviders([
        {
          kind: 'openai_compatible',
          name: 'Fake platform',
          base_url: fake.baseUrl,
          api_key: 'sk-p',
          models: [MODEL],
        },
      ]),
    };
  },
  setup: async (): Promise<{ promptId: string; teamModel: string }> => {
    // Each step waits for one thing the page shows at once (no model call takes longer than 5 s).
    for (const page of Object.values(pages)) page.setDefaultTimeout(15_000);
    const made = await live.call(owner, 'POST', '/v1/prompts', {
      name: NAME,
      content: 'Explain {{topic}} briefly.',
    });
    assert.equal(made.statusCode, 201, made.body);
    const promptId: string = made.json().prompt_id;
    const team = { kind: 'openai_compatible', name: 'Team', base_url: fake.baseUrl, api_key: 'sk-team' };
    // The account provider's model (aim_…): the fake server again, as the account's own provider.
    const teamModel = (await accountProvider(live, owner.key, team, ['team-model'])).modelIds[0] as string;
    return { promptId, teamModel };
  },
});
after(() => fake?.close());

async function openPrompt(page: Page, user: UserSession) {
  await signInAs(page, user, PASSWORD);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Prompts', exact: true })
    .click();
  await page.getByRole('link', { name: NAME, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
}

const versions = async () =>
  parseAs(Type.Array(Version), await live.call(owner, 'GET', `/v1/prompts/${data.promptId}/versions`));

describe('chat versions and the playground in the web console', () => {
  test('an editor writes a chat version: roles, a placeholder moved into place, the model config', async () => {
    const page = pages.editor;
    await openPrompt(page, users.editor);
    const panel = page.locator('section[aria-label="New version"]');
    await panel.getByLabel('Chat (role messages)').check();
    await panel.getByLabel('Content of message 1').fill('You are {{persona}}.');
    await panel.getByLabel('Role of message 2').selectOption('user');
    await panel.getByLabel('Content of message 2').fill('Tell me about {{topic}}.');
    await panel.getByRole('button', { name: 'Add message placeholder' }).click();
    await panel.getByLabel('Placeholder 3 (name)').fill('history');
    await panel.getByRole('button', { name: 'Move item 3 up' }).click();
    await panel.getByRole('button', { name: 'Add message', exact: true }).click();
    await panel.getByRole('button', { name: 'Remove item 4' }).click();
    await panel.getByLabel('Model', { exact: true }).fill(MODEL);
    await panel.getByLabel('Temperature').fill('0.2');
    await panel.getByLabel('Max output tokens').fill('100');
    await panel.getByRole('button', { name: 'Save chat version' }).click();
    await page.getByRole('button', { name: 'Edit Version 2', exact: true }).waitFor();

    const chat = (await versions()).find((v) => v.type === 'chat');
    assert.ok(chat, 'a chat version was saved');
    assert.deepEqual(chat.messages, [
      { role: 'system', content: 'You are {{persona}}.' },
      { placeholder: 'history' },
      { role: 'user', content: 'Tell me about {{topic}}.' },
    ]);
    assert.deepEqual(chat.config, { model: MODEL, parameters: { temperature: 0.2, max_output_tokens: 100 } });

    // The row shows the messages with their roles, not the flattened text.
    await page.getByText(`Chat · 2 messages · 1 placeholder · ${MODEL}`).click();
    const shown = page.getByRole('list', { name: 'Messages' });
    assert.deepEqual(await shown.locator('pre').allInnerTexts(), [
      'You are {{persona}}.',
      'Tell me about {{topic}}.',
    ]);
    assert.deepEqual(await shown.locator('.badge').allTextContents(), ['system', 'placeholder', 'user']);
    await page.getByRole('definition').filter({ hasText: '0.2' }).first().waitFor();
    await checkScreen(page, 'prompt-chat-version');
  });

  test('the playground runs the chat version: output, tokens, cost and latency', async () => {
    const page = pages.editor;
    const play = page.locator('section[aria-label="Playground"]');
    await play.getByLabel('Version', { exact: true }).selectOption({ label: 'Version 2 · chat' });
    await play.getByLabel('persona').fill('a patient teacher');
    await play.getByLabel('topic').fill('tides');
    await play
      .getByLabel('Messages for placeholder history (JSON list)')
      .fill('[{"role": "user", "content": "Hi"}]');
    fake.reply({ text: 'Tides follow the moon.', usage: { input: 40, output: 9 } });
    await play.getByRole('button', { name: 'Run', exact: true }).click();
    const result = page.getByRole('article', { name: 'Run of Version 2' });
    await result.getByText('Tides follow the moon.').waitFor();
    await result.getByText('40 in · 9 out').waitFor();
    assert.match(await result.locator('dd').nth(1).innerText(), /^\$\d/);
    assert.match(await result.locator('dd').nth(2).innerText(), /^\d+ ms$/);
    const sent = fake.requests.at(-1)?.body;
    assert.deepEqual(sent.messages, [
      { role: 'system', content: 'You are a patient teacher.' },
      { role: 'user', content: 'Hi' },
      { role: 'user', content: 'Tell me about tides.' },
    ]);
    assert.equal(sent.temperature, 0.2);
    await checkScreen(page, 'playground');
  });

  test('side by side: both versions on the same inputs, in two columns', async () => {
    const page = pages.editor;
    fake.reset();
    const play = page.locator('section[aria-label="Playground"]');
    await play.getByLabel('Side by side with').selectOption({ label: 'Version 1 (primary) · text' });
    fake.reply({ text: 'Answer one.', usage: { input: 20, output: 3 } });
    fake.reply({ text: 'Answer two.', usage: { input: 20, output: 3 } });
    await play.getByRole('button', { name: 'Run both' }).click();
    const v1 = page.getByRole('article', { name: 'Run of Version 1' });
    const v2 = page.getByRole('article', { name: 'Run of Version 2' });
    await v1.locator('pre').waitFor();
    await v2.locator('pre').waitFor();
    // The two calls go out together: which answer went to which is the order the fake saw them.
    const outputs = [await v1.locator('pre').innerText(), await v2.locator('pre').innerText()];
    assert.deepEqual([...outputs].sort(), ['Answer one.', 'Answer two.']);
    const bodies = fake.requests.map((r) => JSON.stringify(r.body.messages));
    assert.ok(bodies.includes(JSON.stringify([{ role: 'user', content: 'Explain tides briefly.' }])));
    const box1 = await v1.boundingBox();
    const box2 = await v2.boundingBox();
    assert.ok(box1 && box2 && Math.abs(box1.y - box2.y) < 2 && box1.x !== box2.x, 'two columns');
    await checkScreen(page, 'playground-side-by-side');
  });

  test("an upstream failure shows the server's message, never the provider's", async () => {
    const page = pages.editor;
    const play = page.locator('section[aria-label="Playground"]');
    await play.getByLabel('Side by side with').selectOption({ label: 'No second version' });
    fake.setDefault({ status: 500, message: 'secret upstream detail' });
    await play.getByRole('button', { name: 'Run', exact: true }).click();
    const alert = page.getByRole('article', { name: 'Run of Version 2' }).getByRole('alert');
    await alert.waitFor();
    assert.doesNotMatch(await alert.innerText(), /secret upstream detail/);
    fake.setDefault(null);
  });

  test("an account provider's model is in the list too: the run says so", async () => {
    const page = pages.editor;
    const play = page.locator('section[aria-label="Playground"]');
    await play.getByLabel('Model', { exact: true }).selectOption(data.teamModel);
    fake.reply({ text: 'From the team model.', usage: { input: 12, output: 4 } });
    await play.getByRole('button', { name: 'Run', exact: true }).click();
    const result = page.getByRole('article', { name: 'Run of Version 2' });
    await result.getByText('From the team model.').waitFor();
    await result.getByText('team-model (provider)').waitFor();
  });

  test('Edit on a chat version opens a copy in the chat editor; saving makes a new chat version', async () => {
    const page = pages.editor;
    await page.getByRole('button', { name: 'Edit Version 2', exact: true }).click();
    const row = page.locator('tr.editor-row');
    assert.equal(await row.getByLabel('Content of message 3').inputValue(), 'Tell me about {{topic}}.');
    await row.getByLabel('Temperature').fill('0.7');
    await row.getByRole('button', { name: 'Save chat version' }).click();
    await page.getByRole('button', { name: 'Edit Version 3', exact: true }).waitFor();
    const copy = (await versions()).find((v) => v.config?.parameters?.temperature === 0.7);
    assert.equal(copy?.type, 'chat');
    assert.equal(copy?.messages?.length, 3);
  });

  test('a viewer reads the chat version but gets no Run button', async () => {
    const page = pages.viewer;
    await openPrompt(page, users.viewer);
    await page.getByText(`Chat · 2 messages · 1 placeholder · ${MODEL}`).first().click();
    await page.getByRole('list', { name: 'Messages' }).locator('pre').first().waitFor();
    const play = page.locator('section[aria-label="Playground"]');
    await play.getByText('Running calls a model: it needs write access').waitFor();
    assert.equal(await play.getByRole('button', { name: 'Run' }).count(), 0);
    assert.deepEqual(problems(), []);
  });
});
