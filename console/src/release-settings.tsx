// The workspace's release settings (docs/releases.md): protected labels, the primary, self-approval
// and each label's gates (a small form per label, gate-form.tsx). Anyone reads them; the workspace admin (an owner key)
// saves them (others get no Save button; the API would answer 403).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, type BodyOf } from './api';
import { Checkbox, Field, Form, SubmitButton } from './fields';
import { GatesForm } from './gate-form';
import { useSession } from './session';
import { ErrorLine, Section } from './ui';
import { managesWorkspace } from './user-session';

const PATH = '/v1/workspace/release-settings';

export function ReleaseSettingsPanel() {
  const session = useSession();
  // Only the admin saves: anyone else reads the settings, every field disabled.
  const admin = managesWorkspace(session);
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: [PATH, session.workspaceId],
    queryFn: () => api(session, 'get', PATH, {}),
  });
  const [labels, setLabels] = useState('');
  const [primary, setPrimary] = useState(false);
  const [self, setSelf] = useState(false);
  const [gates, setGates] = useState<BodyOf<typeof PATH, 'put'>['gates']>({});
  useEffect(() => {
    const s = current.data;
    if (!s) return;
    setLabels(s.protected_labels.join(', '));
    setPrimary(s.protect_primary);
    setSelf(s.allow_self_approval);
    setGates(s.gates);
  }, [current.data]);
  const save = useMutation({
    mutationFn: (body: BodyOf<typeof PATH, 'put'>) => api(session, 'put', PATH, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PATH] }),
  });
  const submit = () => {
    const list = labels
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean);
    save.mutate({
      protected_labels: list,
      protect_primary: primary,
      allow_self_approval: self,
      gates,
    });
  };
  return (
    <Section title="Release settings">
      <ErrorLine error={current.error} />
      <Form className="release-settings" onSubmit={submit}>
        <Field
          id="protected-labels"
          label="Protected labels (comma-separated)"
          disabled={!admin}
          value={labels}
          onChange={setLabels}
        />
        <Checkbox disabled={!admin} checked={primary} onChange={setPrimary}>
          Protect the primary version
        </Checkbox>
        <Checkbox disabled={!admin} checked={self} onChange={setSelf}>
          Allow approving one's own request
        </Checkbox>
        <h3>Gates per label (docs/releases.md)</h3>
        <GatesForm gates={gates} onChange={setGates} disabled={!admin} />
        {admin ? (
          <SubmitButton change={save}>Save settings</SubmitButton>
        ) : (
          <p className="muted">The workspace admin changes these.</p>
        )}
        {save.isSuccess && <p role="status">Saved.</p>}
      </Form>
      <ErrorLine error={save.error} />
    </Section>
  );
}
