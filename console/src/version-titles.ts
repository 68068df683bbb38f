// Readable titles for versions: a version's name, else "Version n" by creation order among the
// versions shown (never a raw `ver_…`/`cv_…` id), or its creation date when the list is not at hand.
interface Titled {
  version_id: string;
  name: string | null;
  created: string;
}

/** Creation order, oldest first (the id breaks ties: ids are sortable by creation). */
const byCreation = (a: Titled, b: Titled) =>
  a.created < b.created ? -1 : a.created > b.created ? 1 : a.version_id < b.version_id ? -1 : 1;

export function versionTitles(versions: readonly Titled[]): (v: Titled) => string {
  const rank = new Map([...versions].sort(byCreation).map((v, i) => [v.version_id, i + 1]));
  return (v) => v.name ?? (rank.has(v.version_id) ? `Version ${rank.get(v.version_id)}` : dateTitle(v));
}

/** A version's title when the others are not loaded: its name, else when it was made. */
export function dateTitle(v: Titled): string {
  return v.name ?? `Version of ${new Date(v.created).toLocaleString()}`;
}
