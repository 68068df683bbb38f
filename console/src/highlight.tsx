// The prompt text with its template variables ({{name}} or [[name]]) marked, as the API finds them.
const VARIABLE = /(\{\{[^{}]+\}\}|\[\[[^[\]]+\]\])/g;

export function HighlightedVariables({ text }: { text: string }) {
  const parts = text.split(VARIABLE);
  return (
    <pre className="prompt-text">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in order
          <mark key={i} className="variable">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </pre>
  );
}
