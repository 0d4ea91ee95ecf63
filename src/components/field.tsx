import type { ReactNode } from 'react';
import { t, tryT } from '../i18n/i18n.js';

/** The input attributes our forms use; a closed list keeps the attribute types strict. */
interface InputProps {
  type?: 'text' | 'password' | 'tel' | 'search';
  autoComplete?: string;
  autoCapitalize?: 'none' | 'characters';
  spellCheck?: boolean;
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal' | 'tel';
  placeholder?: string;
}

/** A labelled input with its hint and its error (a field code translated, or words given), wired for screen readers. */
export function Field({ id, label, value, onValue, clean, error, errorText, hint, before, type = 'text', ...input }: InputProps & {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** What the input keeps of what was typed; it shows that and hands it to `onValue`. */
  clean?: (typed: string) => string;
  /** A field error code from the validator or the server. */
  error?: string;
  /** An error already in words, for a rule with numbers in it (a stake outside its range). */
  errorText?: string;
  hint?: string;
  /** Shown before the input in the same row, e.g. a dial-code picker. */
  before?: ReactNode;
}) {
  const message = errorText ?? (error && fieldMessage(error));
  const describedBy = message ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="up-field">
      <label htmlFor={id}>{label}</label>
      <div className="up-input-row">
        {before}
        <input
          {...input}
          // preact 11 types `type` as a union per role; every type we allow is a plain text-like input.
          type={type as 'text'}
          id={id}
          name={id}
          value={value}
          onChange={(event) => {
            const element = event.currentTarget;
            // Written back here: a keystroke that leaves the value as it was re-renders nothing, so would stay shown.
            if (clean) element.value = clean(element.value);
            onValue(element.value);
          }}
          aria-invalid={message ? 'true' : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {message ? (
        <p className="up-error" id={`${id}-error`} role="alert">
          {message}
        </p>
      ) : (
        hint && <p className="up-hint" id={`${id}-hint`}>{hint}</p>
      )}
    </div>
  );
}

/** The translated message of a field code; an unknown code (a newer server) falls back to a generic one. */
export function fieldMessage(code: string): string {
  return tryT(`fields.${code}`) || t('fields.invalid');
}
