// The workspace's release settings (docs/releases.md): protected labels, the primary, self-approval
// and each label's gates (as the API's JSON). Anyone reads them; the workspace admin (an owner key)
// saves them, others see the API's 403.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, type BodyOf } from './api';
import { useSession } from './session';
import { ErrorLine, Section, WriteButton } from './ui';

const PATH = '/v1/workspace/release-settings';

export function ReleaseSettingsPanel() {
  const session = useSession();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: [PATH, session.workspaceId],
    queryFn: () => api(session, 'get', PATH, {}),
  });
  const [labels, setLabels] = useState('');
  const [primary, setPrimary] = useState(false);
  const [self, setSelf] = useState(false);
  const [gates, setGates] = useState('{}');
  const [parseError, setParseError] = useState<string | null>(null);
  useEffect(() => {
    const s = current.data;
    if (!s) return;
    setLabels(s.protected_labels.join(', '));
    setPrimary(s.protect_primary);
    setSelf(s.allow_self_approval);
    setGates(JSON.stringify(s.gates, null, 2));
  }, [current.data]);
  const save = useMutation({
    mutationFn: (body: BodyOf<typeof PATH, 'put'>) => api(session, 'put', PATH, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PATH] }),
  });
  const submit = () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(gates);
    } catch {
      setParseError('Gates: not valid JSON.');
      return;
    }
    setParseError(null);
    const list = labels
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean);
    save.mutate({
      protected_labels: list,
      protect_primary: primary,
      allow_self_approval: self,
      gates: parsed as BodyOf<typeof PATH, 'put'>['gates'],
    });
  };
  return (
    <Section title="Release settings">
      <ErrorLine error={current.error} />
      <form
        className="release-settings"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor="protected-labels">Protected labels (comma-separated)</label>
        <input id="protected-labels" value={labels} onChange={(e) => setLabels(e.target.value)} />
        <label>
          <input type="checkbox" checked={primary} onChange={(e) => setPrimary(e.target.checked)} /> Protect
          the primary version
        </label>
        <label>
          <input type="checkbox" checked={self} onChange={(e) => setSelf(e.target.checked)} /> Allow approving
          one's own request
        </label>
        <label htmlFor="release-gates">Gates per label (JSON, docs/releases.md)</label>
        <textarea id="release-gates" rows={6} value={gates} onChange={(e) => setGates(e.target.value)} />
        <WriteButton type="submit" disabled={save.isPending}>
          Save settings
        </WriteButton>
        {save.isSuccess && <p role="status">Saved.</p>}
      </form>
      {parseError && <p role="alert">{parseError}</p>}
      <ErrorLine error={save.error} />
    </Section>
  );
}
