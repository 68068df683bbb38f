import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeDocx, makePdf } from '../../../test/support/documents.js';
import { DomainError } from '../../lib/domain-error.js';
import {
  base64DecodedLength,
  checkEncodedSize,
  classifyMediaType,
  contentDisposition,
  DOCX,
  decodeBase64Strict,
  decodeUtf8Text,
  PDF,
  sniff,
} from './context-files.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function throwsCode(fn: () => unknown, code: string, message?: RegExp) {
  assert.throws(fn, (error: unknown) => {
    assert.ok(error instanceof DomainError);
    assert.equal(error.code, code);
    if (message) assert.match(error.message, message);
    return true;
  });
}

describe('classifyMediaType', () => {
  test('text families, PDF, DOCX, images and octet-stream; parameters dropped', () => {
    assert.deepEqual(classifyMediaType('Text/Markdown; charset=UTF-8'), {
      essence: 'text/markdown',
      kind: 'text',
    });
    assert.equal(classifyMediaType('text/x-python').kind, 'text');
    assert.equal(classifyMediaType('application/json').kind, 'text');
    assert.equal(classifyMediaType('application/vnd.api+json').kind, 'text');
    assert.equal(classifyMediaType('application/atom+xml').kind, 'text');
    assert.equal(classifyMediaType(PDF).kind, 'pdf');
    assert.equal(classifyMediaType(DOCX).kind, 'docx');
    assert.equal(classifyMediaType('image/png').kind, 'image');
    assert.equal(classifyMediaType('application/octet-stream').kind, 'binary');
  });

  test('refuses malformed, unsupported and non-UTF-8 types', () => {
    throwsCode(() => classifyMediaType('pdf'), 'bad_request', /not a media type/);
    throwsCode(() => classifyMediaType('text/plain\r\nx-evil: 1'), 'bad_request');
    throwsCode(() => classifyMediaType('application/zip'), 'bad_request', /not supported/);
    throwsCode(() => classifyMediaType('text/plain; charset=latin1'), 'bad_request', /UTF-8/);
  });
});

describe('base64', () => {
  test('decodes canonical base64', () => {
    assert.equal(decodeBase64Strict('aGVsbG8=').toString(), 'hello');
    assert.equal(decodeBase64Strict('aGVsbG8h').toString(), 'hello!');
    assert.equal(base64DecodedLength('aGVsbG8='), 5);
    assert.equal(base64DecodedLength('aGVsbA=='), 4);
  });

  test('refuses what Buffer.from would silently accept', () => {
    for (const bad of [
      '',
      'aGVsbG8',
      'aGVs bG8=',
      'aGVsbG8=\n',
      'aGVs*G8=',
      'aGV=bG8=',
      'aGVsbG9=',
      'a===',
      'aGVsbA=a',
      'aGVsbG8_',
    ]) {
      throwsCode(() => decodeBase64Strict(bad), 'bad_request');
    }
  });

  test('size is checked from the length, before decoding', () => {
    checkEncodedSize('aGVsbG8=', 5);
    throwsCode(() => checkEncodedSize('aGVsbG8=', 4), 'payload_too_large', /5 bytes; the limit is 4 bytes/);
  });
});

describe('sniff', () => {
  test('accepts matching content', async () => {
    sniff(classifyMediaType(PDF), await makePdf(['x']));
    sniff(classifyMediaType(DOCX), await makeDocx(['x']));
    sniff(classifyMediaType('image/png'), PNG);
    sniff(classifyMediaType('image/jpeg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    sniff(classifyMediaType('image/gif'), Buffer.from('GIF89a....'));
    sniff(classifyMediaType('text/plain'), Buffer.from('héllo ✓', 'utf8'));
    sniff(classifyMediaType('application/octet-stream'), Buffer.from([0, 1, 2]));
  });

  test('refuses content that does not match', async () => {
    const pdf = await makePdf(['x']);
    throwsCode(() => sniff(classifyMediaType(PDF), Buffer.from('hello')), 'bad_request', /%PDF-/);
    throwsCode(() => sniff(classifyMediaType(DOCX), pdf), 'bad_request', /ZIP/);
    // A ZIP that is not a Word document.
    throwsCode(
      () => sniff(classifyMediaType(DOCX), Buffer.from('PK\u0003\u0004other.xml', 'latin1')),
      'bad_request',
    );
    throwsCode(
      () => sniff(classifyMediaType('image/png'), Buffer.from('GIF89a')),
      'bad_request',
      /signature/,
    );
    throwsCode(() => sniff(classifyMediaType('text/plain'), PNG), 'bad_request', /UTF-8/);
    throwsCode(() => sniff(classifyMediaType('text/plain'), Buffer.from([0x68, 0xc3])), 'bad_request');
    throwsCode(() => sniff(classifyMediaType('text/csv'), Buffer.from('a,b\u0000', 'utf8')), 'bad_request');
  });
});

describe('decodeUtf8Text', () => {
  test('text is kept verbatim (markup included, BOM dropped); NULs or bad UTF-8 give null', () => {
    const html = '<p>Hi <b>there</b></p>\n';
    assert.equal(decodeUtf8Text(Buffer.from(`\ufeff${html}`)), html);
    assert.equal(decodeUtf8Text(Buffer.from('a\u0000b')), null);
    assert.equal(decodeUtf8Text(Buffer.from([0x68, 0xc3])), null);
  });
});

describe('contentDisposition', () => {
  test('UTF-8 name in filename*, a safe ASCII fallback', () => {
    assert.equal(
      contentDisposition('report.pdf'),
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    assert.equal(
      contentDisposition('naïve "q";(1)*.txt'),
      `attachment; filename="na_ve _q__(1)*.txt"; filename*=UTF-8''na%C3%AFve%20%22q%22%3B%281%29%2A.txt`,
    );
  });
});
