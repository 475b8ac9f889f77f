import { type FormEvent, useState } from "react";
import { type FormErrors, hasErrors, serverFormErrors } from "./form-errors";

export interface FormOptions<V extends object> {
  initialValues: V;
  /**
   * What would be refused, said before anything is sent: a message per field (under `form` for
   * the form as a whole). Nothing is sent while there is one.
   */
  check?: (values: V) => FormErrors<V>;
  /**
   * Once a send was tried, the messages follow the typing: the values are checked again at each
   * change (the sign-in screens, which show no server message under their fields). Otherwise a
   * change takes away the message of its field, and the form's.
   */
  recheckOnChange?: boolean;
  /**
   * The fields under which the server's refusal (a 400) is shown, by default every field of the
   * values; the rest goes under `form`.
   */
  serverFields?: readonly (keyof V & string)[];
  /**
   * Values the caller keeps, e.g. to show them elsewhere while they are edited; each change is
   * handed to `onValuesChange`, made from the values given (one change per event). Left out, the
   * form keeps its own.
   */
  values?: V;
  onValuesChange?: (values: V) => void;
  /** Completes the values with what the page holds outside them (a long text left in its field). */
  read?: (values: V) => V;
  /**
   * Sends the valid values. A rejection that is the server's refusal is shown (see
   * `serverFields`); any other was told by the back-office's error handler.
   */
  send: (values: V) => Promise<void> | void;
}

const noErrors = () => ({});
const asIs = <V>(values: V) => values;

/**
 * The one form of the back-office: its values, the messages to show, and a submit that checks
 * the values, sends them and shows the server's refusal field by field.
 */
export function useForm<V extends object>({
  initialValues,
  check = noErrors,
  recheckOnChange = false,
  serverFields = Object.keys(initialValues) as (keyof V & string)[],
  values: keptValues,
  onValuesChange,
  read = asIs,
  send,
}: FormOptions<V>) {
  const [ownValues, setOwnValues] = useState(initialValues);
  const [shownErrors, setErrors] = useState<FormErrors<V>>({});
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const values = keptValues ?? ownValues;
  const errors = recheckOnChange && tried ? check(values) : shownErrors;

  function change(next: (current: V) => V) {
    if (keptValues === undefined) setOwnValues(next);
    else onValuesChange?.(next(keptValues));
  }

  /** Takes away the message of a field (edited outside `set`, e.g. a long text) and the form's. */
  function clearError(field: keyof V & string) {
    setErrors(({ [field]: _, form: __, ...rest }) => rest as FormErrors<V>);
  }

  function set<F extends keyof V & string>(field: F, value: V[F]) {
    change((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  /** Starts again from `next`, without messages (e.g. once the values are saved). */
  function reset(next: V) {
    change(() => next);
    setErrors({});
    setTried(false);
  }

  /** Shows what `by` (the form's check unless given) says of the values; true when nothing. */
  function validate(by: (values: V) => FormErrors<V> = check): boolean {
    const found = by(read(values));
    setTried(true);
    setErrors(found);
    return !hasErrors(found);
  }

  /** Shows the server's refusal field by field; any other failure was told already. */
  function refuse(error: unknown) {
    const refused = serverFormErrors(error, serverFields);
    if (refused) setErrors(refused);
  }

  async function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (submitting || !validate()) return;
    setSubmitting(true);
    try {
      await send(read(values));
    } catch (error) {
      refuse(error);
    } finally {
      setSubmitting(false);
    }
  }

  return { values, errors, submitting, set, clearError, reset, validate, refuse, submit };
}

/** What `useForm` gives a form. */
export type Form<V extends object> = ReturnType<typeof useForm<V>>;
