import type { User, UserCreate, UserUpdate } from "@org/api-client";
import { isUniqueViolation } from "../../db/errors";
import type { Db } from "../../db/types";
import {
  BadRequestError,
  type FieldErrors,
  NotFoundError,
  PermissionDeniedError,
  ValidationError,
} from "../../errors";
import type { Page, PageRequest } from "../../http/pagination";
import { messages } from "../../http/validation";
import { hashPassword } from "../auth/passwords";
import { type Actor, isPermission } from "../permissions/actor";
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
  const condition = where.join(" AND ");
  const count = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM users u WHERE ${condition}`,
    params,
  );
  const order = orderBy(filters.ordering, { user_id: "u.id" }, "u.id");
  const { rows } = await db.query<User>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE ${condition} ORDER BY ${order}
     LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  return { count: count.rows[0]?.count ?? 0, rows };
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

export async function updateUser(
  db: Db,
  actor: Actor,
  id: number,
  input: UserUpdate,
): Promise<User> {
  const current = await getUser(db, actor, id);
  if (!actor.isStaff && (current.is_staff || input.is_staff)) throw new PermissionDeniedError();
  if (input.permissions) checkGrantable(actor, input.permissions);
  const errors = checkIdentity(input);
  if (input.accounts) await checkAccounts(db, actor, input.accounts, errors);
  if (id === actor.userId && input.is_active === false) {
    errors.is_active = ["You cannot deactivate your own account."];
  }
  if (id === actor.userId && input.is_staff === false && current.is_staff) {
    errors.is_staff = ["You cannot remove your own staff status."];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const passwordHash =
    input.password === undefined ? undefined : await hashPassword(input.password);

  await withUniqueUsername(() =>
    db.transaction(async (tx) => {
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
        // A non-staff actor only moves the user within their own accounts; others stay as they are.
        const kept = actor.isStaff
          ? []
          : current.accounts.filter((accountId) => !actor.accountIds.includes(accountId));
        await replaceMemberships(tx, id, unique([...kept, ...input.accounts]));
      }
      if (input.permissions) {
        const kept = actor.isStaff
          ? []
          : current.permissions.filter((permission) => !actor.permissions.has(permission));
        await replacePermissions(tx, id, unique([...kept, ...input.permissions]));
      }
      if (passwordHash !== undefined || input.is_active === false) {
        // A new password or a deactivation signs the user out everywhere but here.
        await tx.query("DELETE FROM auth_tokens WHERE user_id = $1 AND id <> $2", [
          id,
          actor.tokenId,
        ]);
      }
    }),
  );
  return loadUser(db, id);
}

export async function deleteUser(db: Db, actor: Actor, id: number): Promise<void> {
  const target = await getUser(db, actor, id);
  if (id === actor.userId) throw new BadRequestError("You cannot delete your own account.");
  if (!actor.isStaff && target.is_staff) throw new PermissionDeniedError();
  await db.query("DELETE FROM users WHERE id = $1", [id]);
}

/** A non-staff actor may only hand out permissions they hold themselves. */
function checkGrantable(actor: Actor, permissions: readonly string[]): void {
  const unknown: FieldErrors = {};
  permissions.forEach((permission, index) => {
    if (!isPermission(permission)) unknown[String(index)] = [messages.invalidChoice(permission)];
  });
  if (Object.keys(unknown).length > 0) throw new ValidationError({ permissions: unknown });
  if (!actor.isStaff && permissions.some((permission) => !actor.permissions.has(permission))) {
    throw new PermissionDeniedError();
  }
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

async function checkAccounts(
  db: Db,
  actor: Actor,
  accountIds: readonly number[],
  errors: FieldErrors,
): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM accounts WHERE id = ANY($1::int[])",
    [accountIds],
  );
  const existing = new Set(rows.map((row) => row.id));
  const bad = accountIds.find(
    (accountId) =>
      !existing.has(accountId) || !(actor.isStaff || actor.accountIds.includes(accountId)),
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
