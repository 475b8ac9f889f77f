/** The permission strings (SPEC section 6) that decide what the back-office shows. */
export const PERMISSION = {
  viewUser: "accounts.view_user",
  viewBot: "bots.view_bot",
  viewDocumentKnowledge: "knowledge_bases.view_documentknowledge",
} as const;

/** The dashboard shows users and assistants side by side: it needs both. */
export const DASHBOARD_PERMISSIONS = [PERMISSION.viewUser, PERMISSION.viewBot] as const;
