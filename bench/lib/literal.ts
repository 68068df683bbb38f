/** A text's JSON string literal (quotes included) in shared memory, as a count worker reads a large body's. */
export function sharedLiteral(text: string): Uint8Array {
  const bytes = Buffer.from(JSON.stringify(text));
  const view = new Uint8Array(new SharedArrayBuffer(bytes.length));
  view.set(bytes);
  return view;
}
