import { badRequest } from '../../lib/domain-error.js';
import type { WorkspaceDocumentView } from './transfer.schemas.js';
import { byName } from './transfer-sources.js';

type Doc = WorkspaceDocumentView;

/**
 * What the schema cannot say, checked before anything is written (a 400 naming the place): names
 * are the keys, so each is unique in its section; one primary per versioned item; a label on one
 * version per prompt; pack items name a context of the document and an index it has.
 */
export function checkDocument(doc: Doc): void {
  const unique = (items: { name: string }[], at: string) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.name))
        throw badRequest(`body.${at}.${i}.name: '${item.name}' appears twice in ${at}.`);
      seen.add(item.name);
    });
  };
  const onePrimary = (versions: { is_primary: boolean }[], at: string) => {
    if (versions.filter((v) => v.is_primary).length > 1)
      throw badRequest(`body.${at}.versions: more than one version is_primary.`);
  };
  // Project names are unique in a workspace whatever their case.
  unique(
    (doc.projects ?? []).map((p) => ({ name: p.name.toLowerCase() })),
    'projects',
  );
  const projects = new Set((doc.projects ?? []).map((p) => p.name));
  doc.prompts.forEach((p, i) => {
    if (typeof p.project === 'string' && !projects.has(p.project))
      throw badRequest(`body.prompts.${i}.project: no project '${p.project}' in the document.`);
  });
  unique(doc.prompts, 'prompts');
  unique(doc.scoring_criteria, 'scoring_criteria');
  unique(doc.contexts, 'contexts');
  unique(doc.context_packs, 'context_packs');
  doc.prompts.forEach((p, i) => {
    onePrimary(p.versions, `prompts.${i}`);
    const seen = new Set<string>();
    p.versions.forEach((v, j) => {
      const at = `body.prompts.${i}.versions.${j}`;
      if (v.type === 'chat' && v.messages === undefined)
        throw badRequest(`${at}.messages: a chat version needs them.`);
      if (v.type !== 'chat' && v.messages !== undefined)
        throw badRequest(`${at}.messages: only with type chat.`);
      for (const label of v.labels) {
        const at = `body.prompts.${i}.versions.${j}.labels`;
        if (label === 'primary') throw badRequest(`${at}: 'primary' is reserved (use is_primary).`);
        if (seen.has(label)) throw badRequest(`${at}: '${label}' is on two versions of the prompt.`);
        seen.add(label);
      }
    });
  });
  doc.contexts.forEach((c, i) => {
    onePrimary(c.versions, `contexts.${i}`);
  });
  const contexts = byName(doc.contexts);
  doc.context_packs.forEach((p, i) => {
    onePrimary(p.versions, `context_packs.${i}`);
    for (const [j, v] of p.versions.entries()) {
      for (const [k, item] of v.items.entries()) {
        const at = `body.context_packs.${i}.versions.${j}.items.${k}`;
        const c = contexts.get(item.context);
        if (!c) throw badRequest(`${at}.context: no context '${item.context}' in the document.`);
        if (item.version !== null && item.version >= c.versions.length)
          throw badRequest(`${at}.version: context '${item.context}' has ${c.versions.length} version(s).`);
      }
    }
  });
}
