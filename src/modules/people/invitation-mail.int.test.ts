import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { acceptInvitation, inviteUser } from '../../../test/support/people-fixtures.js';
import { createTestApp, parseAs, type TestApp } from '../../../test/support/test-app.js';
import { InvitedUser, SignedIn } from './people.schemas.js';

/** Invitations e-mailed through a real SMTP server (smtp-server) listening on loopback. */
const received: { from: string; to: string[]; text: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;
let deadSmtp: TestApp;

before(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          text: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({
    settings: {
      people: {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        smtpFrom: 'Promptkeep <noreply@prompts.example.com>',
        publicUrl: 'https://prompts.example.com',
      },
    },
  });
  // Nothing listens on port 9 of loopback: the mail fails, the invitation stands.
  deadSmtp = await createTestApp({
    sharedDb: t.testDb,
    settings: { people: { smtpUrl: 'smtp://127.0.0.1:9', publicUrl: 'https://prompts.example.com' } },
  });
});
after(async () => {
  await deadSmtp?.close();
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

test('the invitation is e-mailed with its absolute link, which works', async () => {
  const a = await t.account();
  const email = `mail-${Date.now()}@example.com`;
  const res = await inviteUser(t, a, { email, name: 'Grace' });
  const invited = parseAs(InvitedUser, res);
  assert.equal(invited.invitation.emailed, true);
  assert.equal(invited.invitation.url, `https://prompts.example.com/invitation#${invited.invitation.token}`);
  const mail = received.find((m) => m.to.includes(email));
  assert.ok(mail, 'no mail received');
  assert.equal(mail.from, 'noreply@prompts.example.com');
  // Quoted-printable may wrap long lines: unfold before looking for the link.
  const text = mail.text.replace(/=\r?\n/g, '');
  assert.ok(text.includes(invited.invitation.url), 'the link is in the mail');
  assert.match(text, /Hello Grace/);
  const accepted = await acceptInvitation(t, invited.invitation.token, 'a long and unusual passphrase');
  assert.equal(parseAs(SignedIn, accepted).user.email, email);
});

test('when the SMTP server cannot be reached, the invitation stands and says it was not e-mailed', async () => {
  const a = await deadSmtp.account();
  const res = await inviteUser(deadSmtp, a, { email: `nomail-${Date.now()}@example.com`, name: 'Linus' });
  assert.equal(res.statusCode, 201, res.body);
  const invited = parseAs(InvitedUser, res);
  assert.equal(invited.invitation.emailed, false);
  assert.match(invited.invitation.url, /^https:\/\/prompts\.example\.com\/invitation#inv_/);
});
