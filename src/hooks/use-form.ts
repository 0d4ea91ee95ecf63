import { useRef, useState } from 'react';
import { validate, type Struct } from 'superstruct';
import { fieldErrors, wholeValueKey } from '../core/fields.js';
import { ApiError } from '../api/api-error.js';

/**
 * One form's state: text values, per-field error codes, a form-level error code and the in-flight flag.
 * The same superstruct struct the server uses validates before sending; the server's field codes land
 * on the same fields. Submitting while a request is in flight does nothing (no double taps).
 */
export function useForm<T, K extends string>(
  struct: Struct<T, any>,
  initial: Record<K, string>,
  submit: (value: T) => Promise<void>,
  /** Turns the text fields into the request body, where the two differ (a phone from dial code + number). */
  toBody: (values: Record<K, string>) => unknown = (values) => values,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<ApiError>();
  const [sending, setSending] = useState(false);
  // The in-flight flag as of now, not as of the last render: a second Enter in the same task sends nothing.
  const inFlight = useRef(false);

  function set(name: K, value: string) {
    setValues((was) => ({ ...was, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  async function onSubmit(event?: Event) {
    event?.preventDefault();
    if (inFlight.current) return;
    setFormError(undefined);
    const [error, value] = validate(toBody(values), struct);
    if (error) {
      setErrors(fieldErrors(error));
      return;
    }
    setSending((inFlight.current = true));
    try {
      await submit(value);
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      const { [wholeValueKey]: _whole, ...fields } = caught.fields;
      setErrors(fields);
      // A field error says it all next to its field; anything else shows above the button.
      if (Object.keys(fields).length === 0) setFormError(caught);
    } finally {
      setSending((inFlight.current = false));
    }
  }

  /** The props a `<Field>` needs for `name`: its id, value, setter and error. */
  function bind(name: K) {
    return { id: name, value: values[name], onValue: (value: string) => set(name, value), error: errors[name] };
  }

  return { values, errors, formError, sending, set, setValues, setErrors, bind, onSubmit };
}
