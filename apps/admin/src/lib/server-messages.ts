import {
  ApiError,
  CURATED_ANSWER_CSV_COLUMNS,
  documentFailure,
  documentRefusalCode,
  documentRefusalLimit,
} from "@org/api-client";
import { formatFileSize } from "./file-size";

/*
 * The API words its refusals in English, the way Django REST Framework does (and its tests and
 * other clients rely on that wording). The back-office speaks French: this is the one place that
 * turns what the server says into what the user reads. A refusal that names itself with a `code`
 * is told by its code; otherwise its message is recognised, numbers and all. A message this module
 * does not know is shown as the server wrote it (some, like a crawl's failures, are French already).
 */

const numberFormat = new Intl.NumberFormat("fr-FR");

function count(value: string): string {
  return numberFormat.format(Number(value));
}

function plural(value: string, one: string, many: string): string {
  return Math.abs(Number(value)) > 1 ? many : one;
}

/** Messages the API sends word for word. */
const EXACT: Record<string, string> = {
  "This field is required.": "Ce champ est obligatoire.",
  "This field may not be blank.": "Ce champ ne peut pas être vide.",
  "This field may not be null.": "Ce champ est obligatoire.",
  "Not a valid string.": "Saisissez du texte.",
  "A valid integer is required.": "Saisissez un nombre entier.",
  "Must be a valid boolean.": "Choisissez oui ou non.",
  "Enter a valid URL.": "Saisissez une adresse web valide, commençant par https://.",
  "Enter a valid email address.": "Saisissez une adresse e-mail valide.",
  "Enter a valid value.": "Saisissez une valeur valide.",
  "Invalid value.": "Valeur non valide.",
  "Invalid input.": "Saisie non valide.",
  "Null characters are not allowed.":
    "Le texte contient un caractère nul (U+0000), qui n'est pas accepté.",
  "This list may not be empty.": "Choisissez au moins un élément.",
  "Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.":
    "Saisissez un nom d'utilisateur valide : lettres, chiffres et caractères @ . + - _ uniquement.",
  "A user with that username already exists.": "Ce nom d'utilisateur est déjà pris.",
  "You do not have permission to perform this action.":
    "Vous n'avez pas la permission d'effectuer cette action.",
  "Not found.": "Élément introuvable : il a peut-être été supprimé.",
  "Invalid page.": "Cette page de la liste n'existe pas.",
  "A server error occurred.": "Une erreur est survenue sur le serveur. Réessayez plus tard.",
  "You cannot delete your own account.": "Vous ne pouvez pas supprimer votre propre compte.",
  "You cannot deactivate your own account.": "Vous ne pouvez pas désactiver votre propre compte.",
  "You cannot remove your own staff status.":
    "Vous ne pouvez pas retirer votre propre statut d'administrateur.",
  "This user also belongs to accounts you do not manage: you may only change which of your accounts they belong to.":
    "Cet utilisateur appartient aussi à des comptes que vous ne gérez pas : vous pouvez seulement changer ceux de vos comptes auxquels il appartient.",
  "This user holds permissions you do not have: you may only change which of your accounts they belong to.":
    "Cet utilisateur a des droits que vous n'avez pas : vous pouvez seulement changer ceux de vos comptes auxquels il appartient.",
  "Your current password is not correct.": "Votre mot de passe actuel est incorrect.",
  "Enter the address without a user name or password: the provider's key goes in openai_api_key.":
    "Saisissez l'adresse sans nom d'utilisateur ni mot de passe\u00a0: la clé du fournisseur se saisit dans son propre champ.",
  "Change your own e-mail address from your profile, which asks for your current password (PATCH /api/auth/me/).":
    "Votre adresse e-mail se change dans Paramètres › Compte, qui demande votre mot de passe actuel.",
  "Change your own password from your profile, which asks for the current one (PATCH /api/auth/me/).":
    "Votre mot de passe se change dans Paramètres › Compte, qui demande le mot de passe actuel.",
  "Invalid or expired token.": "Ce lien n'est plus valable : demandez-en un nouveau.",
  "Unable to log in with provided credentials.": "Identifiant ou mot de passe incorrect.",
  "User inactive or deleted.": "Ce compte utilisateur est désactivé ou supprimé.",
  "Invalid token header. No credentials provided.": "Session non valable : reconnectez-vous.",
  "Invalid token header. Token string should not contain spaces.":
    "Session non valable : reconnectez-vous.",
  "Only a failed task can be retried.": "Seule une tâche en échec peut être relancée.",
  "The knowledge base of this task was deleted.":
    "La base de connaissances de cette tâche a été supprimée.",
  "A URL knowledge base reads its text from its pages; it has no text to change.":
    "Une base de type URL lit son texte sur les pages du site : il n'y a pas de texte à modifier.",
  "Enter a model name such as text-embedding-3-small: at most 200 letters, digits and . _ : / @ + -, starting with a letter or digit.":
    "Saisissez un nom de modèle comme text-embedding-3-small : 200 caractères au plus, lettres, chiffres et . _ : / @ + -, en commençant par une lettre ou un chiffre.",
  "No file was submitted.": "Aucun fichier n'a été envoyé.",
  "The submitted data was not a file. Check the encoding type on the form.":
    "Les données envoyées ne sont pas un fichier.",
  "The submitted file is empty.": "Le fichier envoyé est vide.",
  "Multipart form parse error - the form data could not be read.":
    "Le formulaire envoyé n'a pas pu être lu.",
  "Crawling is not available on this server yet.":
    "L'exploration de sites n'est pas encore disponible sur ce serveur.",
  "This assistant does not exist or is not active.":
    "Cet assistant n'existe pas ou n'est pas actif.",
  "This assistant may not be used from this site.":
    "Cet assistant ne peut pas être utilisé depuis ce site.",
  "This curated answer's question or wordings kept changing while it was saved. Try again.":
    "La question ou les formulations de cette réponse validée ont changé pendant l'enregistrement. Réessayez.",
  "This assistant already has a curated answer to that question.":
    "Cet assistant a déjà une réponse validée pour cette question.",
  "The file holds no answer.": "Le fichier ne contient aucune réponse.",
  "a quote inside an unquoted field.":
    "Guillemet au milieu d'un champ qui ne commence pas par un guillemet.",
  "a quoted field is never closed.": "Champ ouvert par un guillemet mais jamais refermé.",
  "text after the closing quote of a field.": "Texte après le guillemet qui referme un champ.",
};

/** Where a line of an imported CSV went wrong: its column, and which wording of that column. */
function csvPlace(field: string): string {
  const [name = field, wording] = field.split(".");
  const column =
    CURATED_ANSWER_CSV_COLUMNS[name as keyof typeof CURATED_ANSWER_CSV_COLUMNS] ?? name;
  return wording === undefined
    ? `, colonne ${column}`
    : `, colonne ${column}, formulation ${Number(wording) + 1}`;
}

/** Messages that carry a number or a value, recognised by their shape. */
const PATTERNS: readonly [RegExp, (...groups: string[]) => string][] = [
  // An import's problems, one per line of the file: "Line 3: answer: This field may not be blank."
  [
    /^Line (\d+): (?:([a-z_]+(?:\.\d+)?): )?(.+)$/s,
    (line, field, message) =>
      `Ligne ${line}${field ? csvPlace(field) : ""}\u00a0: ${frenchServerMessage(message)}`,
  ],
  [
    /^Line 1 must name the columns: (.+) \((.+) may be left out\)\.$/,
    (columns, last) =>
      `La ligne 1 doit nommer les colonnes\u00a0: ${columns} (la colonne ${last} peut manquer).`,
  ],
  [
    /^At most (\d+) answers can be imported at once\.$/,
    (n) => `${count(n)} réponses au plus par import.`,
  ],
  [/^Already on line (\d+)\.$/, (line) => `Question déjà présente ligne ${line}.`],
  [
    /^Expected (\d+) columns, found (\d+)\.$/,
    (expected, found) =>
      `${count(expected)} colonnes attendues, ${count(found)} ${plural(found, "trouvée", "trouvées")}.`,
  ],
  [
    /^Ensure this field has no more than (\d+) characters\.$/,
    (n) => `Ce champ ne doit pas dépasser ${count(n)} caractères.`,
  ],
  [
    /^Ensure this field has at least (\d+) characters\.$/,
    (n) => `Ce champ doit contenir au moins ${count(n)} caractères.`,
  ],
  [
    /^Ensure this filename has at most (\d+) characters \(it has (\d+)\)\.$/,
    (n, has) =>
      `Le nom du fichier ne doit pas dépasser ${count(n)} caractères (il en a ${count(has)}).`,
  ],
  [
    /^Ensure this field has no more than (\d+) elements\.$/,
    (n) => `${count(n)} ${plural(n, "élément", "éléments")} au plus.`,
  ],
  [
    /^Ensure this field has at least (\d+) elements\.$/,
    (n) => `Au moins ${count(n)} ${plural(n, "élément", "éléments")}.`,
  ],
  [
    /^Ensure this value is less than or equal to (-?\d+)\.$/,
    (n) => `La valeur doit être inférieure ou égale à ${count(n)}.`,
  ],
  [
    /^Ensure this value is greater than or equal to (-?\d+)\.$/,
    (n) => `La valeur doit être supérieure ou égale à ${count(n)}.`,
  ],
  [
    /^Request body is too large: at most (\d+) bytes/,
    (bytes) =>
      `Envoi trop volumineux : le serveur accepte au plus ${formatFileSize(Number(bytes))}.`,
  ],
  [
    /^Request was throttled\. Expected available in (\d+) seconds?\.$/,
    (n) => `Trop de demandes : réessayez dans ${count(n)} ${plural(n, "seconde", "secondes")}.`,
  ],
  [
    /^Too many passwords are being checked at the moment\. Expected available in (\d+) seconds?\.$/,
    (n) =>
      `Trop de mots de passe à vérifier en ce moment\u00a0: réessayez dans ${count(n)} ${plural(n, "seconde", "secondes")}.`,
  ],
  [
    /^Invalid pk "(.*)" - object does not exist\.$/,
    (id) => `L'élément ${id} n'existe pas ou a été supprimé.`,
  ],
  [
    /^"(.*)" is not a known time zone\.$/,
    (zone) => `« ${zone} » n'est pas un fuseau horaire connu.`,
  ],
  [/^"(.*)" is not a valid choice\.$/, (value) => `« ${value} » n'est pas un choix possible.`],
  [/^An? .+ with that name already exists\.$/, () => "Ce nom est déjà pris."],
  [/^Method "(.+)" not allowed\.$/, (method) => `Action non autorisée (${method}).`],
  [
    /^Unsupported media type "(.*)" in request\.$/,
    (type) => `Format d'envoi non pris en charge (${type}).`,
  ],
  [/^JSON parse error - /, () => "La demande envoyée est illisible (JSON non valide)."],
  [
    /^Unknown field(s?): (.+)\.$/,
    (several, fields) =>
      several ? `Champs inconnus\u00a0: ${fields}.` : `Champ inconnu\u00a0: ${fields}.`,
  ],
  [/^Expected a list of items but got type ".+"\.$/, () => "Une liste est attendue."],
  [/^Expected a dictionary of items but got type ".+"\.$/, () => "Un objet est attendu."],
  [
    /^Invalid data\. Expected a dictionary, but got .+\.$/,
    () => "Données non valides : un objet est attendu.",
  ],
];

/** One message of the server, in French; a message not known here is given back unchanged. */
export function frenchServerMessage(message: string): string {
  const text = message.trim();
  const exact = EXACT[text];
  if (exact) return exact;
  for (const [pattern, say] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return say(...match.slice(1));
  }
  return message;
}

/** The largest size a 413 says it accepts, in bytes, when it says so. */
function acceptedBytes(error: ApiError): number | undefined {
  const match = /at most (\d+) bytes/.exec(error.detail ?? "");
  return match ? Number(match[1]) : undefined;
}

/**
 * A refusal told by its `code`, which names it whatever the wording (document uploads), with the
 * limit that refused it when the answer names one.
 */
function refusalByCode(error: ApiError): string | undefined {
  const code = documentRefusalCode(error);
  if (!code) return undefined;
  const accepted = error.status === 413 ? acceptedBytes(error) : undefined;
  return code === "too_large" && accepted !== undefined
    ? `Document trop volumineux : le serveur accepte au plus ${formatFileSize(accepted)}.`
    : documentFailure(code, documentRefusalLimit(error));
}

/** The server's messages for each field it refused, in French, several joined. */
export function frenchFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => [
      field,
      messages.map(frenchServerMessage).join(" "),
    ]),
  );
}

/** The server's message for one field, in French, when it refused that field. */
export function frenchFieldError(error: unknown, field: string): string | undefined {
  return frenchFieldErrors(error)[field];
}

/**
 * What the server said about a refused request, in French: by its code when it gave one, else its
 * `detail`, else its field messages. Undefined when no answer came or it said nothing.
 */
export function frenchRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.kind !== "response") return undefined;
  const byCode = refusalByCode(error);
  if (byCode) return byCode;
  if (error.detail) return frenchServerMessage(error.detail);
  const fields = Object.values(frenchFieldErrors(error));
  return fields.length > 0 ? fields.join(" ") : undefined;
}
