// The prompt text with its template variables ({{name}} or [[name]]) marked, exactly as the API
// reads them: the grammar is the service's own, through the SDK (templateParts).
import { templateParts } from '@promptkeep/sdk';

export function HighlightedVariables({ text }: { text: string }) {
  return (
    <pre className="prompt-text">
      {templateParts(text).map((part, i) =>
        part.placeholder === null ? (
          part.text
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in order
          <mark key={i} className="variable">
            {part.text}
          </mark>
        ),
      )}
    </pre>
  );
}
