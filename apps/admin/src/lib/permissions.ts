/** The permission strings (SPEC section 6) that decide what the back-office shows. */
export const PERMISSION = {
  viewUser: "accounts.view_user",
  addUser: "accounts.add_user",
  changeUser: "accounts.change_user",
  deleteUser: "accounts.delete_user",
  viewBot: "bots.view_bot",
  addBot: "bots.add_bot",
  changeBot: "bots.change_bot",
  deleteBot: "bots.delete_bot",
  viewSystemPrompt: "bots.view_bot__system_prompt",
  changeSystemPrompt: "bots.change_bot__system_prompt",
  addBubbleMessage: "bots.add_bubblemessage",
  viewBubbleMessage: "bots.view_bubblemessage",
  /** Also needed to delete a bubble message. */
  changeBubbleMessage: "bots.change_bubblemessage",
  addShortcut: "bots.add_shortcut",
  viewShortcut: "bots.view_shortcut",
  changeShortcut: "bots.change_shortcut",
  deleteShortcut: "bots.delete_shortcut",
  addUrlKnowledge: "knowledge_bases.add_urlknowledge",
  viewDocumentKnowledge: "knowledge_bases.view_documentknowledge",
} as const;

/** The dashboard shows users and assistants side by side: it needs both. */
export const DASHBOARD_PERMISSIONS = [PERMISSION.viewUser, PERMISSION.viewBot] as const;
