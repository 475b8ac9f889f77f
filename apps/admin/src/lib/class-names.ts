type ClassValue = string | false | null | undefined;

/** Joins the class names that are set: `cx("a", on && "b")`. */
export function cx(...values: ClassValue[]): string {
  return values.filter(Boolean).join(" ");
}
