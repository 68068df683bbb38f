import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { makePdf } from '../../../test/support/documents.js';
import { createdAs, rowsWhere } from '../../../test/support/fixtures.js';
import { createTestApp, expectError, parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { Context, ContextVersion } from './contexts.schemas.js';

// Versions of file contexts (the first version's upload: context-files.int.test.ts).

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const t = testAppPerFile();

const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

describe('file versions', () => {
  test('add, replace bytes (re-extracted), rename, switch primary; text PATCH on a file version is a 400', async () => {
    const a = await t.account();
    const file = { name: 'doc', filename: 'a.txt', media_type: 'text/plain', data: b64('first') };
    const ctx = await createdAs(t, a, Context, '/v1/contexts/file', file);
    const base = `/v1/contexts/${ctx.context_id}/versions`;
    const added = await t.call(a, 'POST', `${base}/file`, {
      filename: 'b.pdf',
      media_type: 'application/pdf',
      data: b64(await makePdf(['Second version'])),
      name: 'pdf',
    });
    assert.equal(added.statusCode, 201, added.body);
    const v2 = parseAs(ContextVersion, added);
    assert.deepEqual([v2.is_primary, v2.content, v2.name], [false, 'Second version', 'pdf']);

    const url = `${base}/${v2.version_id}`;
    const pdf = await makePdf(['Replaced text']);
    const replaced = parseAs(
      ContextVersion,
      await t.call(a, 'PATCH', `${url}/file`, { data: b64(pdf), is_primary: true }),
    );
    assert.deepEqual(
      [replaced.content, replaced.is_primary, replaced.file?.filename],
      ['Replaced text', true, 'b.pdf'],
    );
    assert.equal(replaced.file?.sha256, createHash('sha256').update(pdf).digest('hex'));
    assert.ok((await t.call(a, 'GET', `${url}/content`)).rawPayload.equals(pdf));

    const renamed = parseAs(ContextVersion, await t.call(a, 'PATCH', `${url}/file`, { filename: 'c.pdf' }));
    assert.equal(renamed.file?.filename, 'c.pdf');
    assert.equal(renamed.content, 'Replaced text');
    const md = parseAs(
      ContextVersion,
      await t.call(a, 'PATCH', `${url}/file`, {
        data: b64('# now markdown'),
        media_type: 'text/markdown',
        filename: 'c.md',
      }),
    );
    assert.deepEqual([md.file?.media_type, md.content], ['text/markdown', '# now markdown']);

    expectError(
      await t.call(a, 'PATCH', `${url}/file`, { media_type: 'text/plain' }),
      400,
      /media_type can only change together with data/,
    );
    expectError(
      await t.call(a, 'PATCH', `${url}/file`, { data: b64(PNG) }),
      400,
      /does not match media_type 'text\/markdown'/,
    );
    expectError(
      await t.call(a, 'PATCH', `${url}/text`, { content: 'x' }),
      400,
      /This is a file version; change it with PATCH …\/versions\/\{versionId\}\/file/,
    );
    expectError(
      await t.call(a, 'PATCH', `${url}/file`, { content: 'x' }),
      400,
      'body.content: is not an accepted property.',
    );
    // A text version added to a file context.
    const text = parseAs(ContextVersion, await t.call(a, 'POST', `${base}/text`, { content: 'plain' }));
    expectError(
      await t.call(a, 'PATCH', `${base}/${text.version_id}/file`, { filename: 'x.txt' }),
      400,
      /This is a text version/,
    );

    assert.equal((await t.call(a, 'DELETE', `${base}/${ctx.versions[0]!.version_id}`)).statusCode, 204);
    assert.deepEqual(await rowsWhere(t, 'context_files', { version_id: ctx.versions[0]!.version_id }), []);
  });

  test('a smaller configured limit applies to texts, files and extracted text alike', async () => {
    const small = await createTestApp({ settings: { maxFileBytes: 1000 } });
    try {
      const a = await small.account();
      const post = (url: string, body: unknown) =>
        small.request({ method: 'POST', url, key: a.key, workspace: a.workspaceId, body });
      expectError(
        await post('/v1/contexts/text', { name: 'x', content: 'é'.repeat(501) }),
        413,
        'content is 1002 bytes; the limit is 1000 bytes.',
      );
      expectError(
        await post('/v1/contexts/file', {
          name: 'x',
          filename: 'a.txt',
          media_type: 'text/plain',
          data: b64('x'.repeat(1001)),
        }),
        413,
        /1001 bytes; the limit is 1000/,
      );
      assert.equal(
        (await post('/v1/contexts/text', { name: 'x', content: 'x'.repeat(1000) })).statusCode,
        201,
      );
    } finally {
      await small.close();
    }
  });
});
