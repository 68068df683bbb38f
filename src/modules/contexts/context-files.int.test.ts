import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { makeDocx, makePdf } from '../../../test/support/documents.js';
import { rowsWhere } from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { Context, ContextVersion } from './contexts.schemas.js';

const MiB = 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const t = testAppPerFile();

const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

async function createFile(
  a: TestAccount,
  file: { filename: string; media_type: string; data: Buffer },
  name = 'doc',
) {
  const res = await t.call(a, 'POST', '/v1/contexts/file', {
    name,
    filename: file.filename,
    media_type: file.media_type,
    data: b64(file.data),
  });
  assert.equal(res.statusCode, 201, res.body);
  return parseAs(Context, res);
}

describe('POST /v1/contexts/file', () => {
  test('a PDF: text extracted, token_info counted, metadata and bytes stored, bytes served back', async () => {
    const a = await t.account();
    const pdf = await makePdf(['Quarterly report', 'Revenue grew by ten percent.']);
    const ctx = await createFile(a, {
      filename: 'Q3 report (final).pdf',
      media_type: 'application/pdf',
      data: pdf,
    });
    const v = ctx.versions[0]!;
    assert.equal(v.type, 'file');
    assert.equal(v.content, 'Quarterly report\nRevenue grew by ten percent.');
    assert.ok((v.token_info?.token_count ?? 0) > 5);
    const sha = createHash('sha256').update(pdf).digest('hex');
    assert.deepEqual(v.file, {
      filename: 'Q3 report (final).pdf',
      media_type: 'application/pdf',
      size_bytes: pdf.length,
      sha256: sha,
    });

    const [stored] = await rowsWhere(t, 'context_files', { version_id: v.version_id });
    assert.equal(stored?.workspace_id, a.workspaceId);
    assert.ok(Buffer.from(stored!.data).equals(pdf));

    const url = `/v1/contexts/${ctx.context_id}/versions/${v.version_id}`;
    assert.deepEqual(parseAs(ContextVersion, await t.call(a, 'GET', url)), v);
    const content = await t.call(a, 'GET', `${url}/content`);
    assert.equal(content.statusCode, 200);
    assert.equal(content.headers['content-type'], 'application/pdf');
    assert.equal(
      content.headers['content-disposition'],
      `attachment; filename="Q3 report (final).pdf"; filename*=UTF-8''Q3%20report%20%28final%29.pdf`,
    );
    assert.equal(content.headers['x-content-type-options'], 'nosniff');
    assert.ok(content.rawPayload.equals(pdf));
    // The alias serves the same bytes.
    const alias = await t.call(
      a,
      'GET',
      `/v1/context/items/${ctx.context_id}/versions/${v.version_id}/content`,
    );
    assert.ok(alias.rawPayload.equals(pdf));
  });

  test('a DOCX, a Markdown file (verbatim, UTF-8 charset served) and a PNG (no text)', async () => {
    const a = await t.account();
    const docx = await createFile(a, {
      filename: 'notes.docx',
      media_type: DOCX,
      data: await makeDocx(['Meeting notes', 'Ship on Friday']),
    });
    assert.equal(docx.versions[0]!.content, 'Meeting notes\n\nShip on Friday');
    assert.ok(docx.versions[0]!.token_info);

    const md = '# Título\n\n<b>keep</b> the *markup*\n';
    const mdCtx = await createFile(a, {
      filename: 'guía.md',
      media_type: 'text/markdown; charset=UTF-8',
      data: Buffer.from(md),
    });
    const mv = mdCtx.versions[0]!;
    assert.equal(mv.content, md);
    assert.equal(mv.file?.media_type, 'text/markdown');
    const served = await t.call(
      a,
      'GET',
      `/v1/contexts/${mdCtx.context_id}/versions/${mv.version_id}/content`,
    );
    assert.equal(served.headers['content-type'], 'text/markdown; charset=utf-8');
    assert.match(
      String(served.headers['content-disposition']),
      /filename="gu_a\.md"; filename\*=UTF-8''gu%C3%ADa\.md$/,
    );
    assert.equal(served.body, md);

    const png = await createFile(a, { filename: 'logo.png', media_type: 'image/png', data: PNG });
    assert.equal(png.versions[0]!.content, null);
    assert.equal(png.versions[0]!.token_info, null);
    assert.equal(png.versions[0]!.file?.size_bytes, PNG.length);
  });

  test('bad base64, mismatched content, unsupported types, bad filenames: 400', async () => {
    const a = await t.account();
    const post = (over: Record<string, unknown>) =>
      t.call(a, 'POST', '/v1/contexts/file', {
        name: 'f',
        filename: 'a.txt',
        media_type: 'text/plain',
        data: b64('hello'),
        ...over,
      });
    for (const data of ['aGVsbG8', 'aGVs bG8=', 'aGVsbG8=\n', 'aGVs!G8=', 'aGVsbG9=', 'aGVsbG8h====']) {
      expectError(await post({ data }), 400, /standard base64/);
    }
    expectError(await post({ data: '' }), 400, /body\.data/);
    expectError(
      await post({ media_type: 'application/pdf' }),
      400,
      /does not match media_type 'application\/pdf'/,
    );
    expectError(await post({ media_type: DOCX, data: b64(await makePdf(['x'])) }), 400, /ZIP archive/);
    expectError(await post({ media_type: 'image/png', data: b64('GIF89a') }), 400, /signature/);
    expectError(await post({ data: b64(PNG) }), 400, /valid UTF-8/);
    expectError(await post({ media_type: 'application/zip' }), 400, /not supported/);
    expectError(await post({ media_type: 'text/plain; charset=iso-8859-1' }), 400, /UTF-8/);
    expectError(await post({ filename: '../etc/passwd' }), 400, /body\.filename/);
    expectError(await post({ filename: 'a\r\nb.txt' }), 400, /body\.filename/);
    expectError(
      await post({ media_type: 'application/pdf', data: b64('%PDF-1.7 broken') }),
      400,
      /PDF could not be read/,
    );
    expectError(await post({ filename: undefined }), 400, 'body.filename: is required.');
  });

  test('size: a 10 MiB file passes the body limit; 11 MiB gets 413 from the size check; a huge body 413', async () => {
    const a = await t.account();
    const max = Buffer.alloc(10 * MiB, 7);
    const ok = await createFile(a, {
      filename: 'max.bin',
      media_type: 'application/octet-stream',
      data: max,
    });
    assert.equal(ok.versions[0]!.file?.size_bytes, 10 * MiB);
    const over = await t.call(a, 'POST', '/v1/contexts/file', {
      name: 'f',
      filename: 'big.bin',
      media_type: 'application/octet-stream',
      data: b64(Buffer.alloc(11 * MiB, 7)),
    });
    expectError(over, 413, `The file is ${11 * MiB} bytes; the limit is ${10 * MiB} bytes.`);
    const huge = await t.call(a, 'POST', '/v1/contexts/file', {
      name: 'f',
      filename: 'huge.bin',
      media_type: 'application/octet-stream',
      data: b64(Buffer.alloc(13 * MiB, 7)),
    });
    expectError(huge, 413, 'Request body is too large.');
  });
});
