import { AVATAR_INITIALS_LENGTH } from "../../constants";

/** The placeholder of an avatar: the first letters of the name, in capitals. */
export function getInitials(name: string): string {
  // Array.from splits by code point, so a name starting with an accented or astral letter is kept whole.
  return Array.from(name.trim()).slice(0, AVATAR_INITIALS_LENGTH).join("").toUpperCase();
}
