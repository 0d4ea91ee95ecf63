import type { ComponentChildren, JSX } from 'preact';
import { t } from '../i18n/i18n.js';

type InputProps = Omit<JSX.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onInput' | 'label'>;

/** A labelled input with its hint and its error (translated from the field code), wired for screen readers. */
export function Field({ id, label, value, onValue, error, hint, prefix, ...input }: InputProps & {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** A field error code from the validator or the server. */
  error?: string;
  hint?: string;
  /** Shown before the input in the same row, e.g. a dial-code picker. */
  prefix?: ComponentChildren;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div class="up-field">
      <label for={id}>{label}</label>
      <div class="up-input-row">
        {prefix}
        <input
          {...input}
          id={id}
          name={id}
          value={value}
          onInput={(event) => onValue(event.currentTarget.value)}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {error ? (
        <p class="up-error" id={`${id}-error`} role="alert">
          {fieldMessage(error)}
        </p>
      ) : (
        hint && <p class="up-hint" id={`${id}-hint`}>{hint}</p>
      )}
    </div>
  );
}

/** The translated message of a field code; an unknown code (a newer server) falls back to a generic one. */
export function fieldMessage(code: string): string {
  return t(`fields.${code}`) || t('fields.invalid');
}
