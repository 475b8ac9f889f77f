import { PERMISSIONS, type Permission } from "./constants";

/** The signed-in user a service acts for. */
export interface Actor {
  userId: number;
  isStaff: boolean;
  /** Staff hold every permission. */
  permissions: ReadonlySet<string>;
  /** The accounts whose rows the user may see; staff see every account whatever this says. */
  accountIds: readonly number[];
  /** The sign-in token the request came with. */
  tokenId: number;
}

export function effectivePermissions(isStaff: boolean, stored: readonly string[]): Set<string> {
  return new Set(isStaff ? PERMISSIONS : stored.filter(isPermission));
}

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

export function hasPermissions(actor: Actor, required: readonly Permission[]): boolean {
  return actor.isStaff || required.every((permission) => actor.permissions.has(permission));
}

export function canSeeAccount(actor: Actor, accountId: number): boolean {
  return actor.isStaff || actor.accountIds.includes(accountId);
}

/**
 * A SQL condition limiting `column` (an account id) to what the actor may see, with the
 * parameter it needs appended to `params`.
 */
export function accountScope(actor: Actor, column: string, params: unknown[]): string {
  if (actor.isStaff) return "TRUE";
  params.push(actor.accountIds);
  return `${column} = ANY($${params.length}::int[])`;
}
