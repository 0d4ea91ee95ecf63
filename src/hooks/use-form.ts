import { useSignal } from '@preact/signals';
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
  const values = useSignal<Record<K, string>>(initial);
  const errors = useSignal<Record<string, string>>({});
  const formError = useSignal<ApiError | undefined>(undefined);
  const sending = useSignal(false);

  function set(name: K, value: string) {
    values.value = { ...values.value, [name]: value };
    if (errors.value[name]) {
      const { [name]: _cleared, ...rest } = errors.value;
      errors.value = rest;
    }
  }

  async function onSubmit(event?: Event) {
    event?.preventDefault();
    if (sending.value) return;
    formError.value = undefined;
    const [error, value] = validate(toBody(values.value), struct);
    if (error) {
      errors.value = fieldErrors(error);
      return;
    }
    sending.value = true;
    try {
      await submit(value);
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      const { [wholeValueKey]: _whole, ...fields } = caught.fields;
      errors.value = fields;
      // A field error says it all next to its field; anything else shows above the button.
      if (Object.keys(fields).length === 0) formError.value = caught;
    } finally {
      sending.value = false;
    }
  }

  /** The props a `<Field>` needs for `name`: its id, value, setter and error. */
  function bind(name: K) {
    return { id: name, value: values.value[name], onValue: (value: string) => set(name, value), error: errors.value[name] };
  }

  return { values, errors, formError, sending, set, bind, onSubmit };
}
