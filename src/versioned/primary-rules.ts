import { badRequest } from '../lib/domain-error.js';

/**
 * The primary-version rules shared by prompts, contexts and context packs:
 * the first version is primary; later ones are not unless `is_primary: true`, which moves the flag;
 * the flag cannot be removed from the primary (make another one primary instead); the primary
 * cannot be deleted while other versions exist; the last version may be deleted.
 *
 * Pure decisions only. Callers apply them inside a transaction that first locks the parent row
 * (bumping its revision), so two concurrent writers never both see "no primary" or both switch.
 */

/**
 * Whether a new version is created primary: always when the parent has none (as for prompts, an
 * `is_primary: false` on it does not stop it), else only when asked.
 */
export function primaryOnCreate(parentHasPrimary: boolean, requested: boolean | undefined): boolean {
  return !parentHasPrimary || requested === true;
}

/** Whether a PATCH must move the primary flag to this version (same wording as prompt versions). */
export function primaryOnPatch(isPrimary: boolean, requested: boolean | undefined): boolean {
  if (requested === false && isPrimary) {
    throw badRequest(
      'body.is_primary: the primary version cannot be unset; make another version primary instead.',
    );
  }
  return requested === true && !isPrimary;
}

export function checkDeletable(isPrimary: boolean, versionCount: number, noun: string): void {
  if (isPrimary && versionCount > 1) {
    throw badRequest(
      `The primary version cannot be deleted while the ${noun} has other versions; make another version primary first.`,
    );
  }
}
