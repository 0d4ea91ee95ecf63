import type { ComponentChildren } from 'preact';
import { t } from '../i18n/i18n.js';

/** The input attributes our forms use; a closed list keeps preact 11's strict attribute types happy. */
interface InputProps {
  type?: 'text' | 'password' | 'tel' | 'search';
  autocomplete?: string;
  autocapitalize?: 'none' | 'characters';
  spellcheck?: boolean;
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal' | 'tel';
  placeholder?: string;
}

/** A labelled input with its hint and its error (translated from the field code), wired for screen readers. */
export function Field({ id, label, value, onValue, error, hint, before, type = 'text', ...input }: InputProps & {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** A field error code from the validator or the server. */
  error?: string;
  hint?: string;
  /** Shown before the input in the same row, e.g. a dial-code picker. */
  before?: ComponentChildren;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div class="up-field">
      <label for={id}>{label}</label>
      <div class="up-input-row">
        {before}
        <input
          {...input}
          // preact 11 types `type` as a union per role; every type we allow is a plain text-like input.
          type={type as 'text'}
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
