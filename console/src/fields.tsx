// The form pieces the screens share: a form that submits without loading a page, labelled fields,
// checkboxes, a version select, a submit button, and a sign-in form's submit.
import {
  type ButtonHTMLAttributes,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useState,
} from 'react';
import type { Version } from './types';
import { ErrorLine, WriteButton } from './ui';

/** A form whose submit runs `onSubmit` instead of loading a page. */
export function Form({
  onSubmit,
  className,
  children,
}: {
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A one-line form of the create panels. */
export function RowForm(props: { onSubmit: () => void; children: ReactNode }) {
  return <Form className="row" {...props} />;
}

/** A label and its text input, side by side in the form's flow; `onChange` gets the new value. */
export function Field({
  id,
  label,
  value,
  onChange,
  ...input
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (v: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} value={value} onChange={(e) => onChange(e.target.value)} />
    </>
  );
}

/** A labelled text input in its own block (the create panels' rows): required unless told. */
export function TextField(props: Parameters<typeof Field>[0]) {
  return (
    <div>
      <Field required {...props} />
    </div>
  );
}

/** A write-only secret (an API key, a client secret): typed, never shown, never autofilled. */
export function SecretField(props: Omit<Parameters<typeof Field>[0], 'type'>) {
  return <TextField type="password" autoComplete="off" required={false} {...props} />;
}

/** A checkbox with its label beside it, in a row of fields; `onChange` gets whether it is checked. */
export function CheckField(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="check">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={props.id}>{props.label}</label>
    </div>
  );
}

/** A checkbox inside its label; `onChange` gets whether it is checked. */
export function Checkbox({
  checked,
  onChange,
  children,
  className,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        disabled={disabled}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />{' '}
      {children}
    </label>
  );
}

/**
 * A sign-in form's submit (key, password, invitation): busy while `run` works, its error kept to
 * show; what it answers goes to `done`.
 */
export function useSignInSubmit<T>(run: () => Promise<T>, done: (value: T) => void) {
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      done(await run());
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy, error, setError };
}

/** A select of a prompt's versions by their titles; `none` first when the choice may be empty. */
export function VersionSelect(props: {
  id: string;
  label: string;
  versions: Version[];
  title: (v: Version) => string;
  value: string;
  onChange: (versionId: string) => void;
  none?: string;
}) {
  return (
    <div>
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.none !== undefined && <option value="">{props.none}</option>}
        {props.versions.map((v) => (
          <option key={v.version_id} value={v.version_id}>
            {props.title(v)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A form's submit button (a WriteButton): disabled until the form is `ready`, and while `change` runs. */
export function SubmitButton({
  change,
  ready = true,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { change: { isPending: boolean }; ready?: boolean }) {
  return <WriteButton type="submit" {...props} disabled={!ready || change.isPending} />;
}

/** What a form submits: a change that takes no arguments (a mutation), its state and its error. */
interface Change {
  mutate(): void;
  isPending: boolean;
  error: unknown;
}

/** The submit button of a form (as SubmitButton) and, under it, the error of the change it submits. */
export function SubmitWithError({
  change,
  ...props
}: Parameters<typeof SubmitButton>[0] & { change: Change }) {
  return (
    <>
      <SubmitButton change={change} {...props} />
      <ErrorLine error={change.error} />
    </>
  );
}

/**
 * A create panel's one-line form: its fields, the submit button labelled `label` (disabled until
 * `ready`, and while the change runs), and the change's error under the row.
 */
export function CreateRow(props: { change: Change; ready: boolean; label: string; children: ReactNode }) {
  return (
    <>
      <RowForm onSubmit={() => props.change.mutate()}>
        {props.children}
        <SubmitButton change={props.change} ready={props.ready}>
          {props.label}
        </SubmitButton>
      </RowForm>
      <ErrorLine error={props.change.error} />
    </>
  );
}
