/** Display names for catalog models no listing names (catalog-update.ts). */
const ACRONYMS = new Set(['ai', 'gpt', 'glm', 'it', 'lfm', 'oss', 'ocr', 'r1', 'tts', 'ui', 'vl']);
const SPELLINGS = new Map(
  Object.entries({ deepseek: 'DeepSeek', openchat: 'OpenChat', qwq: 'QwQ', wizardlm: 'WizardLM' }),
);

/** Readable fallback when no listing has a display name: `llama-3.1-405b` → `Llama 3.1 405B`, `gpt-4o` → `GPT-4o`. */
export function humanize(name: string): string {
  return name
    .split(/[-_/]/)
    .filter(Boolean)
    .map((w) => {
      const spelled = SPELLINGS.get(w);
      if (spelled) return spelled;
      if (ACRONYMS.has(w) || /^[a-z]?\d+(\.\d+)?[bk]$/.test(w)) return w.toUpperCase();
      if (/^\d+x\d+b$/.test(w)) return w.replace(/b$/, 'B');
      return /^o\d$/.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1); // o1, o3 are spelled lower-case
    })
    .join(' ')
    .replace(/^GPT (\d)/, 'GPT-$1');
}
