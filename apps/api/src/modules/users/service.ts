import type { User, UserCreate, UserUpdate } from "@org/api-client";
import { type Actor, isPermission } from "../../actor";
import { isUniqueViolation } from "../../db/errors";
import type { Db } from "../../db/types";
import {
  BadRequestError,
  type FieldErrors,
  NotFoundError,
  PermissionDeniedError,
  ValidationError,
} from "../../errors";
import { type Page, type PageRequest, selectPage } from "../../lib/pages";
import { messages } from "../../lib/validation";
import type { Mailer } from "../../mail/mailer";
import { hashPassword } from "../auth/passwords";
import { revokeAfterPasswordChange, voidPasswordResets } from "../auth/service";
import { notifyEmailChanged } from "../notifications/email-changed";
import { appendSets, likePattern, type Ordering, orderBy } from "../sql";

export const USER_ORDERING_FIELDS = [
  "user_id",
  "username",
  "email",
  "first_name",
  "last_name",
  "is_active",
  "is_staff",
] as const;

export interface UserFilters {
  search?: string;
  isActive?: boolean;
  ordering?: Ordering<(typeof USER_ORDERING_FIELDS)[number]>;
}

const USER_COLUMNS = `
  u.id AS user_id, u.username, u.email, u.first_name, u.last_name, u.is_staff, u.is_active,
  u.language,
  ARRAY(SELECT account_id FROM memberships m WHERE m.user_id = u.id ORDER BY account_id) AS accounts,
  ARRAY(SELECT permission FROM user_permissions p WHERE p.user_id = u.id ORDER BY permission)
    AS permissions`;

const USERNAME_PATTERN = /^[\w.@+-]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Users the actor may see: everyone for staff, else the members of the actor's accounts. */
function visibleCondition(actor: Actor, params: unknown[]): string {
  if (actor.isStaff) return "TRUE";
  params.push(actor.accountIds, actor.userId);
  return `(u.id = $${params.length} OR EXISTS (
    SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.account_id = ANY($${params.length - 1}::int[])))`;
}

export async function listUsers(
  db: Db,
  actor: Actor,
  filters: UserFilters,
  page: PageRequest,
): Promise<Page<User>> {
  const params: unknown[] = [];
  const where = [visibleCondition(actor, params)];
  if (filters.search) {
    params.push(likePattern(filters.search));
    const p = `$${params.length}`;
    where.push(
      `(u.username ILIKE ${p} OR u.email ILIKE ${p} OR u.first_name ILIKE ${p} OR u.last_name ILIKE ${p})`,
    );
  }
  if (filters.isActive !== undefined) {
    params.push(filters.isActive);
    where.push(`u.is_active = $${params.length}`);
  }
  return selectPage<User>(
    db,
    {
      columns: USER_COLUMNS,
      from: "users u",
      where: where.join(" AND "),
      orderBy: orderBy(filters.ordering, { user_id: "u.id" }, "u.id"),
      params,
    },
    page,
  );
}

export async function getUser(db: Db, actor: Actor, id: number): Promise<User> {
  const params: unknown[] = [id];
  const { rows } = await db.query<User>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1 AND ${visibleCondition(actor, params)}`,
    params,
  );
  const user = rows[0];
  if (!user) throw new NotFoundError();
  return user;
}

export async function loadUser(db: Db, id: number): Promise<User> {
  const { rows } = await db.query<User>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [
    id,
  ]);
  const user = rows[0];
  if (!user) throw new NotFoundError();
  return user;
}

export async function createUser(db: Db, actor: Actor, input: UserCreate): Promise<User> {
  if (!actor.isStaff && input.is_staff) throw new PermissionDeniedError();
  const permissions = input.permissions ?? [];
  checkGrantable(actor, permissions);
  const errors = checkIdentity(input);
  await checkAccounts(db, actor, input.accounts, errors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const passwordHash = await hashPassword(input.password);

  const id = await withUniqueUsername(() =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO users (username, email, first_name, last_name, password_hash, is_staff,
                          is_active, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          input.username,
          input.email ?? "",
          input.first_name ?? "",
          input.last_name ?? "",
          passwordHash,
          input.is_staff ?? false,
          input.is_active ?? true,
          input.language ?? "fr",
        ],
      );
      const userId = (rows[0] as { id: number }).id;
      await replaceMemberships(tx, userId, unique(input.accounts));
      await replacePermissions(tx, userId, unique(permissions));
      return userId;
    }),
  );
  return loadUser(db, id);
}

/**
 * Why the actor may not change the user as a whole (identity, password, activity, permissions)
 * nor delete them, or undefined when they may. Staff may. A member may when every account of the
 * user is one of theirs and the user holds no permission they lack: permissions and sign-in
 * belong to the user, not to an account, so changing them from one account would reach into
 * the others, and taking over a user with more rights would hand the actor those rights.
 * Whoever may change a user at all may still change their membership of the actor's accounts.
 */
function refusalOverWholeUser(actor: Actor, target: User): string | undefined {
  if (actor.isStaff) return undefined;
  if (target.accounts.some((accountId) => !actor.accountIds.includes(accountId))) {
    return SHARED_USER;
  }
  if (
    target.permissions.some(
      (permission) => isPermission(permission) && !actor.permissions.has(permission),
    )
  ) {
    return MORE_RIGHTS;
  }
  return undefined;
}

const OWN_PASSWORD =
  "Change your own password from your profile, which asks for the current one (PATCH /api/auth/me/).";
const OWN_EMAIL =
  "Change your own e-mail address from your profile, which asks for your current password (PATCH /api/auth/me/).";
const SHARED_USER =
  "This user also belongs to accounts you do not manage: you may only change which of your accounts they belong to.";
const MORE_RIGHTS =
  "This user holds permissions you do not have: you may only change which of your accounts they belong to.";

/** The permissions a user has after `requested` is applied: others' grants stay as they are. */
function nextPermissions(actor: Actor, current: User, requested: readonly string[]): string[] {
  const kept = actor.isStaff
    ? []
    : current.permissions.filter((permission) => !actor.permissions.has(permission));
  return unique([...kept, ...requested]);
}

/**
 * The memberships a user has after `requested` is applied: a member only adds or removes the
 * accounts they belong to themself; the user's other accounts stay, listed or not.
 */
function nextAccounts(actor: Actor, current: User, requested: readonly number[]): number[] {
  if (actor.isStaff) return unique(requested);
  const mine = (accountId: number) => actor.accountIds.includes(accountId);
  return unique([
    ...current.accounts.filter((accountId) => !mine(accountId)),
    ...requested.filter(mine),
  ]);
}

function sameMembers<T>(left: readonly T[], right: readonly T[]): boolean {
  const set = new Set(left);
  return set.size === new Set(right).size && right.every((value) => set.has(value));
}

/**
 * The fields of `input` that would change the user as a whole. A field sent with the value it
 * already has changes nothing (a form sends every field back); a password always changes.
 */
function wholeUserChanges(actor: Actor, current: User, input: UserUpdate): string[] {
  const changed: string[] = [];
  const fields = [
    "username",
    "email",
    "first_name",
    "last_name",
    "language",
    "is_active",
    "is_staff",
  ] as const;
  for (const field of fields) {
    if (input[field] !== undefined && input[field] !== current[field]) changed.push(field);
  }
  if (input.password !== undefined) changed.push("password");
  if (
    input.permissions &&
    !sameMembers(nextPermissions(actor, current, input.permissions), current.permissions)
  ) {
    changed.push("permissions");
  }
  return changed;
}

/** Refuses what the actor may not do to `current`; throws, else answers nothing. */
async function checkUpdate(db: Db, actor: Actor, current: User, input: UserUpdate): Promise<void> {
  if (!actor.isStaff && (current.is_staff || input.is_staff)) throw new PermissionDeniedError();
  if (input.permissions) checkGrantable(actor, input.permissions, current.permissions);
  const refusal = refusalOverWholeUser(actor, current);
  if (refusal && wholeUserChanges(actor, current, input).length > 0) {
    throw new PermissionDeniedError(refusal);
  }
  const errors = checkIdentity(input);
  if (input.accounts) await checkAccounts(db, actor, input.accounts, errors, current.accounts);
  if (current.user_id === actor.userId && input.password !== undefined) {
    // Whoever holds a session must not lock its owner out: one's own password needs the current one.
    errors.password = [OWN_PASSWORD];
  }
  if (
    current.user_id === actor.userId &&
    input.email !== undefined &&
    input.email !== current.email
  ) {
    // Nor move the address reset links go to: one's own address needs the current password too.
    errors.email = [OWN_EMAIL];
  }
  if (current.user_id === actor.userId && input.is_active === false) {
    errors.is_active = ["You cannot deactivate your own account."];
  }
  if (current.user_id === actor.userId && input.is_staff === false && current.is_staff) {
    errors.is_staff = ["You cannot remove your own staff status."];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * Changes a user. What the actor may change is checked twice: before the new password is hashed
 * (a refusal costs nothing), and again on the locked row, so that a membership added meanwhile
 * by someone else is taken into account. The user's old address is told when it is replaced.
 */
export async function updateUser(
  db: Db,
  mailer: Mailer,
  actor: Actor,
  id: number,
  input: UserUpdate,
): Promise<User> {
  await checkUpdate(db, actor, await getUser(db, actor, id), input);
  const passwordHash =
    input.password === undefined ? undefined : await hashPassword(input.password);

  const moved = await withUniqueUsername(() =>
    db.transaction(async (tx) => {
      const current = await lockUser(tx, actor, id);
      await checkUpdate(tx, actor, current, input);
      const changes: [string, unknown][] = [
        ["username", input.username],
        ["email", input.email],
        ["first_name", input.first_name],
        ["last_name", input.last_name],
        ["is_staff", input.is_staff],
        ["is_active", input.is_active],
        ["language", input.language],
        ["password_hash", passwordHash],
      ];
      const params: unknown[] = [id];
      const sets = ["updated_at = now()"];
      appendSets(sets, params, changes);
      await tx.query(`UPDATE users SET ${sets.join(", ")} WHERE id = $1`, params);
      if (input.accounts) {
        await replaceMemberships(tx, id, nextAccounts(actor, current, input.accounts));
      }
      if (input.permissions) {
        await replacePermissions(tx, id, nextPermissions(actor, current, input.permissions));
      }
      const emailChanged = input.email !== undefined && input.email !== current.email;
      if (passwordHash !== undefined) {
        // A new password signs the user out everywhere but here, and voids reset links.
        await revokeAfterPasswordChange(tx, id, actor.tokenId);
      } else if (emailChanged) {
        await voidPasswordResets(tx, id);
      }
      if (input.is_active === false) {
        await tx.query("DELETE FROM auth_tokens WHERE user_id = $1 AND id <> $2", [
          id,
          actor.tokenId,
        ]);
      }
      return emailChanged ? current : undefined;
    }),
  );
  if (moved) notifyEmailChanged(mailer, moved, input.email ?? "");
  return loadUser(db, id);
}

/**
 * Deletes a user the actor answers for as a whole (see refusalOverWholeUser). A user who also
 * belongs to accounts the actor does not manage only leaves the actor's accounts, and keeps
 * their sign-in and their other accounts.
 */
export async function deleteUser(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockUser(tx, actor, id);
    if (id === actor.userId) throw new BadRequestError("You cannot delete your own account.");
    if (!actor.isStaff && target.is_staff) throw new PermissionDeniedError();
    const refusal = refusalOverWholeUser(actor, target);
    if (refusal === SHARED_USER) {
      await tx.query("DELETE FROM memberships WHERE user_id = $1 AND account_id = ANY($2::int[])", [
        id,
        actor.accountIds,
      ]);
      return;
    }
    if (refusal) throw new PermissionDeniedError(refusal);
    await tx.query("DELETE FROM users WHERE id = $1", [id]);
  });
}

/**
 * The user as the actor may see them, their row locked until the transaction ends: memberships
 * cannot be added (which locks the row too) between the checks and the writes. A user the actor
 * may not see is refused as an unknown one, neither locked nor waited for while someone else
 * changes them: the wait would tell that they exist.
 */
async function lockUser(tx: Db, actor: Actor, id: number): Promise<User> {
  const params: unknown[] = [id];
  const { rows } = await tx.query(
    `SELECT u.id FROM users u WHERE u.id = $1 AND ${visibleCondition(actor, params)} FOR UPDATE`,
    params,
  );
  if (rows.length === 0) throw new NotFoundError();
  return getUser(tx, actor, id);
}

/**
 * A non-staff actor may only hand out permissions they hold themselves; those the user already
 * has (`current`) may be listed again, and stay.
 */
function checkGrantable(
  actor: Actor,
  permissions: readonly string[],
  current: readonly string[] = [],
): void {
  const unknown: FieldErrors = {};
  permissions.forEach((permission, index) => {
    if (!isPermission(permission)) unknown[String(index)] = [messages.invalidChoice(permission)];
  });
  if (Object.keys(unknown).length > 0) throw new ValidationError({ permissions: unknown });
  const granted = (permission: string) =>
    actor.permissions.has(permission) || current.includes(permission);
  if (!actor.isStaff && !permissions.every(granted)) throw new PermissionDeniedError();
}

export function checkIdentity(input: Pick<UserUpdate, "username" | "email">): FieldErrors {
  const errors: FieldErrors = {};
  if (input.username !== undefined && !USERNAME_PATTERN.test(input.username)) {
    errors.username = [
      "Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.",
    ];
  }
  if (input.email && !EMAIL_PATTERN.test(input.email)) {
    errors.email = ["Enter a valid email address."];
  }
  return errors;
}

/**
 * Listed accounts must exist and be the actor's, or already the user's (`current`): a form sends
 * back the accounts it was shown, which may include some the actor does not manage.
 */
async function checkAccounts(
  db: Db,
  actor: Actor,
  accountIds: readonly number[],
  errors: FieldErrors,
  current: readonly number[] = [],
): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM accounts WHERE id = ANY($1::int[])",
    [accountIds],
  );
  const existing = new Set(rows.map((row) => row.id));
  const bad = accountIds.find(
    (accountId) =>
      !existing.has(accountId) ||
      !(actor.isStaff || actor.accountIds.includes(accountId) || current.includes(accountId)),
  );
  if (bad !== undefined) errors.accounts = [messages.invalidPk(bad)];
}

/** Usernames are unique whatever their case; the index decides, even between racing requests. */
async function withUniqueUsername<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "users_username_unique")) {
      throw new ValidationError({ username: ["A user with that username already exists."] });
    }
    throw error;
  }
}

async function replaceMemberships(db: Db, userId: number, accountIds: number[]): Promise<void> {
  await db.query("DELETE FROM memberships WHERE user_id = $1", [userId]);
  await db.query("INSERT INTO memberships (user_id, account_id) SELECT $1, unnest($2::int[])", [
    userId,
    accountIds,
  ]);
}

async function replacePermissions(db: Db, userId: number, permissions: string[]): Promise<void> {
  await db.query("DELETE FROM user_permissions WHERE user_id = $1", [userId]);
  await db.query(
    "INSERT INTO user_permissions (user_id, permission) SELECT $1, unnest($2::text[])",
    [userId, permissions],
  );
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
