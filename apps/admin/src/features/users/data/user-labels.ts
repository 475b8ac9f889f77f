import { describeUser, type User } from "@org/api-client";
import type { BadgeVariant } from "@org/ui";

const ROLE_LABELS = { admin: "Administrateur", user: "Utilisateur" } as const;
const STATUS_LABELS = { active: "Actif", inactive: "Inactif" } as const;

/** The role and status badges of a user: admin if staff, active or inactive. */
export function userBadges(user: User): {
  role: { label: string; variant: BadgeVariant };
  status: { label: string; variant: BadgeVariant };
} {
  const { role, status } = describeUser(user);
  return {
    role: { label: ROLE_LABELS[role], variant: role === "admin" ? "default" : "secondary" },
    status: {
      label: STATUS_LABELS[status],
      variant: status === "active" ? "success" : "outline",
    },
  };
}

/** First and last name; empty when neither is known. */
export function personalName(user: User): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/** First and last name, else the username. */
export function fullName(user: User): string {
  return personalName(user) || user.username;
}
