import { badRequest } from './domain-error.js';

/**
 * The one rule for names and other required texts: stored trimmed, and blank is a 400 naming the
 * field (`body.name`, `body.criterion_set[2].label`…); schemas bound the length, not the content.
 */
export function requireText(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest(`${field}: must not be blank.`);
  return trimmed;
}

/** The same rule where the field may be left out (undefined) or cleared (null): those pass through. */
export function optionalText<T extends string | null | undefined>(value: T, field: string): T {
  return (typeof value === 'string' ? requireText(value, field) : value) as T;
}

/**
 * Bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), the
 * marks U+200E, U+200F and U+061C. In a name they make it display as something it is not
 * (`invoice` + U+202E + `fdp.exe` shows as `invoiceexe.pdf`) in lists, logs and file dialogs;
 * text that needs right-to-left order displays correctly without them, so a name never needs one.
 */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** A 400 naming the field and the character when `value` holds a bidirectional control. */
export function refuseBidiControls(value: string, field: string): string {
  const found = BIDI_CONTROL.exec(value);
  if (found) {
    const code = (found[0].codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0');
    throw badRequest(
      `${field}: must not contain bidirectional control characters (U+${code} at position ${found.index + 1}).`,
    );
  }
  return value;
}

/** A name (of a resource, a version, a file…): `requireText`, and no bidirectional controls. */
export function requireName(value: string, field: string): string {
  return requireText(refuseBidiControls(value, field), field);
}

/** `requireName` where the name may be left out (undefined) or cleared (null). */
export function optionalName<T extends string | null | undefined>(value: T, field: string): T {
  return (typeof value === 'string' ? requireName(value, field) : value) as T;
}
