import type { Transporter } from 'nodemailer';

export interface InvitationMail {
  to: string;
  name: string;
  accountName: string;
  url: string;
  expiresAt: string;
}

/**
 * Sends invitations through the operator's SMTP server (--smtp-url). The address is the operator's
 * own setting, never a user's input, so this is outside the provider egress guard (it is listed in
 * test/architecture/egress-border.test.ts with that reason). Null without --smtp-url.
 */
export function createInvitationMailer(smtpUrl: string | null, from: string) {
  if (!smtpUrl) return null;
  // nodemailer is read with the first invitation, not at start (bench/RESULTS.md, "Start-up").
  let transport: Promise<Transporter> | null = null;
  const opened = () =>
    (transport ??= import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl)));
  return {
    async send(mail: InvitationMail): Promise<void> {
      await (await opened()).sendMail({
        from,
        to: mail.to,
        subject: `You are invited to ${mail.accountName} on Promptkeep`,
        text:
          `Hello ${mail.name},\n\nYou are invited to the Promptkeep account ${mail.accountName}.\n` +
          `Choose your password here (the link works once, until ${mail.expiresAt}):\n\n${mail.url}\n`,
      });
    },
    close: () => void transport?.then((open) => open.close()),
  };
}
export type InvitationMailer = NonNullable<ReturnType<typeof createInvitationMailer>>;
