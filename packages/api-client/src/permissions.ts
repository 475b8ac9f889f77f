/**
 * Every permission string of the product: SPEC.md section 6's, in its order, then those of the
 * capabilities the SPEC does not list, named in the same `<app>.<action>_<model>` way. Staff hold
 * them all. The one list: the API enforces these, `@org/auth` checks them, the back-office shows
 * them.
 */
export const PERMISSIONS = [
  "accounts.view_user",
  "accounts.add_user",
  "accounts.change_user",
  "accounts.delete_user",
  "bots.view_bot",
  "bots.add_bot",
  "bots.change_bot",
  "bots.delete_bot",
  "bots.view_bot__system_prompt",
  "bots.change_bot__system_prompt",
  "bots.add_bubblemessage",
  "bots.view_bubblemessage",
  // Also needed to delete a bubble message.
  "bots.change_bubblemessage",
  "bots.add_shortcut",
  "bots.view_shortcut",
  "bots.change_shortcut",
  "bots.delete_shortcut",
  // Crawling the sub-addresses of a site.
  "knowledge_bases.add_urlknowledge",
  "knowledge_bases.view_documentknowledge",
  // Reading what visitors wrote and were answered (Conversations, their export): personal data,
  // granted apart from the assistants.
  "chats.view_conversation",
  // Deleting a visitor's conversation for good (Conversations), which the privacy terms promise.
  "chats.delete_conversation",
  // The questions the assistants missed ("À améliorer"): reading them, and marking them done.
  "chats.view_missedquestion",
  "chats.change_missedquestion",
  // The answers an organisation writes itself ("Réponses validées"), per assistant.
  "bots.view_curatedanswer",
  "bots.add_curatedanswer",
  "bots.change_curatedanswer",
  "bots.delete_curatedanswer",
  // The assistants' figures (conversations, questions, ratings); with chats.view_conversation,
  // the export of conversations.
  "chats.view_analytics",
  // The questions kept to test an assistant ("Tests"), and running them.
  "bots.view_assistanttest",
  "bots.add_assistanttest",
  "bots.change_assistanttest",
  "bots.delete_assistanttest",
  "bots.run_assistanttest",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** `view_bot__system_prompt` in camel case: `viewBotSystemPrompt`. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** How code names a permission: its codename, in camel case (`bots.view_bot`: `viewBot`). */
export type PermissionName<P extends Permission = Permission> =
  P extends `${string}.${infer Codename}` ? CamelCase<Codename> : never;

function nameOf(permission: Permission): string {
  const codename = permission.slice(permission.indexOf(".") + 1);
  return codename.replace(/_+([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The permissions by name, for code that asks for one: `PERMISSION.viewBot`,
 * `PERMISSION.changeBotSystemPrompt`, `PERMISSION.addUrlknowledge`.
 */
export const PERMISSION = Object.fromEntries(
  PERMISSIONS.map((permission) => [nameOf(permission), permission]),
) as { readonly [P in Permission as PermissionName<P>]: P };
