import { ValidationError } from "../errors";

/** Whether `name` is an IANA time zone name this server knows (`Europe/Paris`, `UTC`). */
export function isKnownTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A time zone given in `field`, or a 400 on that field saying it is not known. */
export function checkedTimeZone(name: string, field = "time_zone"): string {
  if (!isKnownTimeZone(name)) {
    throw new ValidationError({ [field]: [`"${name}" is not a known time zone.`] });
  }
  return name;
}
