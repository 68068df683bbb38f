import { DEFAULTS } from '../../config.js';
import type { ScryptCost } from './passwords.js';

/** The operator's settings of the people area (config.ts has their flags and defaults). */
export interface PeopleSettings {
  /** A session ends after this long without a request. */
  sessionIdleMinutes: number;
  /** …and this long after sign-in, whatever happens. */
  sessionMaxHours: number;
  invitationTtlHours: number;
  scrypt: ScryptCost;
  /** Failed sign-ins per source address, and per e-mail address, per 15 minutes before 429. */
  signInFailuresPerAddress: number;
  signInFailuresPerAccount: number;
  /** Invitations are also e-mailed through this SMTP server when set (smtp:// or smtps://). */
  smtpUrl: string | null;
  smtpFrom: string;
  /** The service's public address (https://…): absolute invitation links, the Origin check. */
  publicUrl: string | null;
}

export function peopleSettings(given: Partial<PeopleSettings> = {}): PeopleSettings {
  return {
    sessionIdleMinutes: DEFAULTS.sessionIdleMinutes,
    sessionMaxHours: DEFAULTS.sessionMaxHours,
    invitationTtlHours: DEFAULTS.invitationTtlHours,
    scrypt: { logN: DEFAULTS.passwordScryptLogN, r: 8, p: 1 },
    signInFailuresPerAddress: DEFAULTS.signInFailuresPerAddress,
    signInFailuresPerAccount: DEFAULTS.signInFailuresPerAccount,
    smtpUrl: DEFAULTS.smtpUrl,
    smtpFrom: DEFAULTS.smtpFrom,
    publicUrl: DEFAULTS.publicUrl,
    ...given,
  };
}
