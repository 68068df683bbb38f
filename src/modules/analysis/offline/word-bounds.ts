// Word bounds for the analyzer's patterns in every script (`\b` knows only ASCII letters): no
// letter, mark or digit just before (B) or just after (E).

export const B = '(?<![\\p{L}\\p{M}\\p{N}])';
export const E = '(?![\\p{L}\\p{M}\\p{N}])';

/** Whole-word alternatives (Unicode, any case), with alternatives for scripts without spaces (`cjk`) that need no bounds. */
export const words = (src: string, cjk = '') => new RegExp(`${B}(?:${src})${E}${cjk ? `|${cjk}` : ''}`, 'iu');
