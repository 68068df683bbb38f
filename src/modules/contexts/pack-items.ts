import { badRequest } from '../../lib/domain-error.js';
import type { TokenInfoValue } from '../tokens/tokens.schemas.js';
import type { PackItemInputValue, PackVersionView } from './context-packs.schemas.js';
import type { ContextsRepo } from './contexts.repo.js';
import type { PackItemRef } from './contexts.tables.js';

type Resolved = Pick<PackVersionView, 'items' | 'missing_count' | 'token_info'>;

/**
 * A pack version's items: references checked when written (same workspace, the pinned version
 * belongs to the context), resolved when read. Resolution never reads texts or bytes: only the
 * token counts stored with each version, summed and priced with the token-info model. Anything
 * deleted since is reported `missing: true` and counts 0 tokens, so a pack survives the deletion
 * of what it points to and says what is gone.
 */
export function createPackItems(deps: { contexts: ContextsRepo; price: (tokens: number) => TokenInfoValue }) {
  const { contexts, price } = deps;

  return {
    /** Checks the references and returns what is stored; a bad one is a 400 naming the item. */
    async check(ws: string, items: PackItemInputValue[]): Promise<PackItemRef[]> {
      const refs = items.map((i) => ({ context_id: i.context_id, version_id: i.version_id ?? null }));
      const contextIds = [...new Set(refs.map((r) => r.context_id))];
      const pinned = [...new Set(refs.flatMap((r) => (r.version_id === null ? [] : [r.version_id])))];
      const [found, versions] = await Promise.all([
        contexts.contextNames(ws, contextIds),
        pinned.length ? contexts.versionTokens(ws, 'id', pinned) : Promise.resolve([]),
      ]);
      const known = new Set(found.map((c) => c.id));
      const versionContext = new Map(versions.map((v) => [v.id, v.context_id]));
      refs.forEach((r, i) => {
        if (!known.has(r.context_id)) {
          throw badRequest(`body.items.${i}.context_id: no context '${r.context_id}' in this workspace.`);
        }
        if (r.version_id !== null && versionContext.get(r.version_id) !== r.context_id) {
          throw badRequest(
            `body.items.${i}.version_id: '${r.version_id}' is not a version of context '${r.context_id}'.`,
          );
        }
      });
      return refs;
    },

    /** Resolves the items of several pack versions at once (three queries in all). */
    async resolve(ws: string, rows: { id: string; items: string }[]): Promise<Map<string, Resolved>> {
      const parsed = rows.map((row) => ({ id: row.id, refs: JSON.parse(row.items) as PackItemRef[] }));
      const all = parsed.flatMap((p) => p.refs);
      const contextIds = [...new Set(all.map((r) => r.context_id))];
      const pinned = [...new Set(all.flatMap((r) => (r.version_id === null ? [] : [r.version_id])))];
      const following = [...new Set(all.filter((r) => r.version_id === null).map((r) => r.context_id))];
      const [names, byId, primaries] = await Promise.all([
        contextIds.length ? contexts.contextNames(ws, contextIds) : Promise.resolve([]),
        pinned.length ? contexts.versionTokens(ws, 'id', pinned) : Promise.resolve([]),
        following.length ? contexts.versionTokens(ws, 'primary_of', following) : Promise.resolve([]),
      ]);
      const nameOf = new Map(names.map((c) => [c.id, c.name]));
      const versionById = new Map(byId.map((v) => [v.id, v]));
      const primaryOf = new Map(primaries.map((v) => [v.context_id, v]));

      const out = new Map<string, Resolved>();
      for (const { id, refs } of parsed) {
        let total = 0;
        let missingCount = 0;
        const items = refs.map((ref) => {
          const name = nameOf.get(ref.context_id) ?? null;
          const candidate =
            ref.version_id === null ? primaryOf.get(ref.context_id) : versionById.get(ref.version_id);
          const version = name !== null && candidate?.context_id === ref.context_id ? candidate : undefined;
          const tokens = version?.token_info
            ? (JSON.parse(version.token_info) as TokenInfoValue).token_count
            : null;
          if (!version) missingCount += 1;
          total += tokens ?? 0;
          return {
            context_id: ref.context_id,
            version_id: ref.version_id,
            resolved_version_id: version?.id ?? null,
            context_name: name,
            token_count: tokens,
            missing: !version,
          };
        });
        out.set(id, { items, missing_count: missingCount, token_info: price(total) });
      }
      return out;
    },
  };
}
export type PackItems = ReturnType<typeof createPackItems>;
