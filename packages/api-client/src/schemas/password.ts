import * as z from "zod/mini";

/**
 * A password someone chooses: for a new user, after a reset, or one's own in the settings. Every
 * form that asks for one reads these bounds from here, and the server holds to them. The upper
 * bound keeps a hash (scrypt, a few hundred milliseconds) from being fed megabytes.
 */
export const newPasswordSchema = z.string().check(z.minLength(8), z.maxLength(128));
