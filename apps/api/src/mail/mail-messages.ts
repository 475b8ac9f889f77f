import { escapeHtml } from "../lib/html";
import type {
  DislikedAnswersDigestMail,
  EmailChangedMail,
  IngestionFailedMail,
  PasswordResetMail,
  SyncPagesRemovedMail,
  TestsRegressedMail,
} from "./mailer";

/** A mail ready to send: French, plain text first, with the same content as simple HTML. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** The back-office screen that reads a reset link, and the query parameter it reads it from. */
const RESET_PASSWORD_PATH = "/reset-password";
const RESET_TOKEN_PARAM = "token";
/** The back-office screen where users change their own address and password. */
const ACCOUNT_SETTINGS_PATH = "/settings/account";
/** The conversations screen's query parameters (apps/admin features/chats). */
const CHATS_BOT_PARAM = "assistant";
const CHATS_DISLIKED_PARAM = "mal-notees";
/** The tests screen's path and its query parameter naming the assistant (apps/admin features/assistant-tests). */
const TESTS_PATH = "/assistant-tests";
const TESTS_BOT_PARAM = "assistant";
/** The knowledge bases' list and its query parameter opening one (apps/admin lib/knowledge-base-address). */
const KNOWLEDGE_BASES_PATH = "/knowledge_bases";
const OPEN_BASE_PARAM = "base";
/** A crawl can fail page after page: the mail lists the first ones and counts the rest. */
const LISTED_ERRORS = 10;

/** A paragraph of text, or a link shown as its own line. */
type Block = string | { link: string };

function passwordResetLink(adminUrl: string, token: string): string {
  const url = new URL(`${adminUrl}${RESET_PASSWORD_PATH}`);
  url.searchParams.set(RESET_TOKEN_PARAM, token);
  return url.toString();
}

function dislikedAnswersLink(adminUrl: string, botId: number): string {
  const url = new URL(`${adminUrl}/chats`);
  url.searchParams.set(CHATS_BOT_PARAM, String(botId));
  url.searchParams.set(CHATS_DISLIKED_PARAM, "1");
  return url.toString();
}

export function composePasswordReset(mail: PasswordResetMail, adminUrl: string): ComposedMail {
  return compose("Réinitialisation de votre mot de passe", [
    `Bonjour ${mail.username},`,
    "Une réinitialisation du mot de passe de votre compte Assistant IA a été demandée. Pour choisir un nouveau mot de passe, ouvrez ce lien :",
    { link: passwordResetLink(adminUrl, mail.token) },
    `Ce lien ne sert qu'une fois et reste valable ${mail.validMinutes} minutes. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.`,
  ]);
}

export function composeEmailChanged(mail: EmailChangedMail, adminUrl: string): ComposedMail {
  const change = mail.newEmail
    ? `L'adresse e-mail de votre compte Assistant IA a été remplacée par ${mail.newEmail}. Les liens de réinitialisation du mot de passe et les notifications partent désormais à cette adresse, plus à celle-ci.`
    : "L'adresse e-mail de votre compte Assistant IA a été retirée. Les liens de réinitialisation du mot de passe et les notifications ne partent plus à celle-ci.";
  return compose("L'adresse e-mail de votre compte a été modifiée", [
    `Bonjour ${mail.username},`,
    change,
    "Si vous êtes à l'origine de ce changement, vous n'avez rien à faire.",
    "Si ce n'est pas vous, quelqu'un d'autre se sert de votre compte. Connectez-vous, remettez votre adresse et changez votre mot de passe dans vos paramètres\u00a0:",
    { link: `${adminUrl}${ACCOUNT_SETTINGS_PATH}` },
    "Si vous ne pouvez plus vous connecter, demandez à un administrateur de la plateforme de rétablir votre adresse et de vous donner un nouveau mot de passe.",
  ]);
}

export function composeIngestionFailed(mail: IngestionFailedMail, adminUrl: string): ComposedMail {
  const listed = mail.errors
    .slice(0, LISTED_ERRORS)
    .map((error) => `- ${error.url ? `${error.url} : ` : ""}${error.message}`);
  const more = mail.errors.length - listed.length;
  if (more > 0) listed.push(`… et ${more} autre${more > 1 ? "s" : ""}.`);
  return compose(`Échec de l'ingestion de « ${mail.knowledgeBaseName} »`, [
    `Bonjour ${mail.username},`,
    `L'ingestion de la base de connaissances « ${mail.knowledgeBaseName} » a échoué.`,
    ...(listed.length > 0 ? [`Erreurs :\n${listed.join("\n")}`] : []),
    "Le détail de la tâche, et de quoi la relancer, se trouvent dans l'écran des tâches :",
    { link: `${adminUrl}/tasks` },
    ...optOut(adminUrl),
  ]);
}

export function composeSyncPagesRemoved(
  mail: SyncPagesRemovedMail,
  adminUrl: string,
): ComposedMail {
  const url = new URL(`${adminUrl}${KNOWLEDGE_BASES_PATH}`);
  url.searchParams.set(OPEN_BASE_PARAM, String(mail.knowledgeBaseId));
  const pages = `${mail.removed} page${mail.removed > 1 ? "s" : ""} sur ${mail.before}`;
  return compose(
    `«\u00a0${mail.knowledgeBaseName}\u00a0»\u00a0: ${pages} retirée${mail.removed > 1 ? "s" : ""}`,
    [
      `Bonjour ${mail.username},`,
      `La dernière synchronisation de la base de connaissances «\u00a0${mail.knowledgeBaseName}\u00a0» n'a plus trouvé ${pages} qu'elle contenait. Leurs passages ont été retirés\u00a0: vos assistants ne s'en servent plus pour répondre.`,
      "Si ces pages existent toujours (le site a changé d'adresse, a été réorganisé ou était en panne), vérifiez l'adresse de la base et ses motifs d'exclusion, puis synchronisez-la de nouveau depuis son écran\u00a0:",
      { link: url.toString() },
      ...optOut(adminUrl),
    ],
  );
}

export function composeDislikedAnswersDigest(
  mail: DislikedAnswersDigestMail,
  adminUrl: string,
): ComposedMail {
  const total = mail.bots.reduce((sum, bot) => sum + bot.dislikedCount, 0);
  return compose(
    `${total} réponse${total > 1 ? "s" : ""} mal notée${total > 1 ? "s" : ""} cette semaine`,
    [
      `Bonjour ${mail.username},`,
      "Voici, par assistant, les réponses que les visiteurs ont mal notées ces 7 derniers jours :",
      ...mail.bots.flatMap((bot): Block[] => [
        [
          `${bot.name} : ${bot.dislikedCount} réponse${bot.dislikedCount > 1 ? "s" : ""} mal notée${bot.dislikedCount > 1 ? "s" : ""}`,
          ...(bot.comments.length > 0 ? ["Ce qu'en ont dit les visiteurs :"] : []),
          ...bot.comments.map((comment) => `« ${comment} »`),
        ].join("\n"),
        { link: dislikedAnswersLink(adminUrl, bot.id) },
      ]),
      ...optOut(adminUrl),
    ],
  );
}

export function composeTestsRegressed(mail: TestsRegressedMail, adminUrl: string): ComposedMail {
  const count = mail.questions.length;
  const listed = mail.questions.slice(0, LISTED_ERRORS).map((question) => `- ${question}`);
  if (count > listed.length)
    listed.push(`… et ${count - listed.length} autre${count - listed.length > 1 ? "s" : ""}.`);
  const url = new URL(`${adminUrl}${TESTS_PATH}`);
  url.searchParams.set(TESTS_BOT_PARAM, String(mail.botId));
  return compose(
    `${mail.botName}\u00a0: ${count} test${count > 1 ? "s" : ""} ne passe${count > 1 ? "nt" : ""} plus`,
    [
      `Bonjour ${mail.username},`,
      `Après le dernier passage des tests de l'assistant « ${mail.botName} », ${count > 1 ? "ces questions, qui étaient bien répondues, ne le sont plus" : "cette question, qui était bien répondue, ne l'est plus"}\u00a0:`,
      listed.join("\n"),
      "Les réponses données et la raison de chaque échec se trouvent dans l'écran des tests\u00a0:",
      { link: url.toString() },
      ...optOut(adminUrl),
    ],
  );
}

/** Where a user turns a notification off. */
function optOut(adminUrl: string): Block[] {
  return [
    "Vous recevez ce message selon vos préférences de notification, modifiables ici :",
    { link: `${adminUrl}/settings/notifications` },
  ];
}

function compose(subject: string, blocks: Block[]): ComposedMail {
  const text = blocks.map((block) => (typeof block === "string" ? block : block.link)).join("\n\n");
  const html = blocks
    .map((block) =>
      typeof block === "string"
        ? `<p>${escapeHtml(block).replaceAll("\n", "<br>")}</p>`
        : `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`,
    )
    .join("\n");
  return {
    subject,
    text: `${text}\n`,
    html: `<!doctype html>\n<html lang="fr">\n<head><meta charset="utf-8"></head>\n<body>\n${html}\n</body>\n</html>\n`,
  };
}
