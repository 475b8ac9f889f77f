import { ApiError } from "@org/api-client";
import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";
import {
  frenchFieldError,
  frenchFieldErrors,
  frenchRefusal,
  frenchServerMessage,
} from "./server-messages";

function refusal(status: number, body: unknown) {
  return new ApiError({ kind: "response", status, body, message: `status ${status}` });
}

/** Intl writes thousands with a narrow no-break space; tests read them as plain spaces. */
function plain(text: string | undefined): string | undefined {
  return text?.replace(/[\u202f\u00a0]/g, " ");
}

describe("frenchServerMessage", () => {
  it.each([
    ["Enter a valid email address.", "Saisissez une adresse e-mail valide."],
    ["This field is required.", "Ce champ est obligatoire."],
    ["This field may not be blank.", "Ce champ ne peut pas être vide."],
    ["A user with that username already exists.", "Ce nom d'utilisateur est déjà pris."],
    [
      "You do not have permission to perform this action.",
      "Vous n'avez pas la permission d'effectuer cette action.",
    ],
    ["Only a failed task can be retried.", "Seule une tâche en échec peut être relancée."],
    [
      "Change your own e-mail address from your profile, which asks for your current password (PATCH /api/auth/me/).",
      "Votre adresse e-mail se change dans Paramètres › Compte, qui demande votre mot de passe actuel.",
    ],
    [
      "Change your own password from your profile, which asks for the current one (PATCH /api/auth/me/).",
      "Votre mot de passe se change dans Paramètres › Compte, qui demande le mot de passe actuel.",
    ],
  ])("says '%s' in French", (english, french) => {
    expect(frenchServerMessage(english)).toBe(french);
  });

  it("says a body too large with its limit in Ko or Mo, never in bytes", () => {
    expect(
      frenchServerMessage("Request body is too large: at most 1048576 bytes are accepted."),
    ).toBe("Envoi trop volumineux : le serveur accepte au plus 1 Mo.");
    expect(
      plain(frenchServerMessage("Request body is too large: at most 524288 bytes are accepted.")),
    ).toBe("Envoi trop volumineux : le serveur accepte au plus 512 Ko.");
  });

  it("keeps the numbers of length and range limits, written the French way", () => {
    expect(
      plain(frenchServerMessage("Ensure this field has no more than 1000000 characters.")),
    ).toBe("Ce champ ne doit pas dépasser 1 000 000 caractères.");
    expect(frenchServerMessage("Ensure this field has at least 8 characters.")).toBe(
      "Ce champ doit contenir au moins 8 caractères.",
    );
    expect(
      frenchServerMessage("Ensure this filename has at most 255 characters (it has 304)."),
    ).toBe("Le nom du fichier ne doit pas dépasser 255 caractères (il en a 304).");
    expect(frenchServerMessage("Ensure this field has no more than 50 elements.")).toBe(
      "50 éléments au plus.",
    );
    expect(frenchServerMessage("Ensure this value is less than or equal to 10.")).toBe(
      "La valeur doit être inférieure ou égale à 10.",
    );
    expect(frenchServerMessage("Request was throttled. Expected available in 1 second.")).toBe(
      "Trop de demandes : réessayez dans 1 seconde.",
    );
    expect(
      frenchServerMessage(
        "Too many passwords are being checked at the moment. Expected available in 12 seconds.",
      ),
    ).toBe("Trop de mots de passe à vérifier en ce moment\u00a0: réessayez dans 12 secondes.");
    expect(frenchServerMessage('"gpt-5" is not a valid choice.')).toBe(
      "« gpt-5 » n'est pas un choix possible.",
    );
    expect(frenchServerMessage('"Mars/Olympus" is not a known time zone.')).toBe(
      "« Mars/Olympus » n'est pas un fuseau horaire connu.",
    );
    expect(frenchServerMessage('Invalid pk "42" - object does not exist.')).toBe(
      "L'élément 42 n'existe pas ou a été supprimé.",
    );
  });

  it("says each line an import of curated answers refused, with its column", () => {
    expect(
      [
        "Line 3: answer: This field may not be blank.",
        "Line 4: wordings.1: Ensure this field has no more than 500 characters.",
        "Line 5: question: Already on line 2.",
        "Line 6: Expected 4 columns, found 3.",
        "Line 7: a quoted field is never closed.",
        "Line 1 must name the columns: Question;Autres formulations;Réponse;Lien (Lien may be left out).",
        "This assistant already has a curated answer to that question.",
      ].map((message) => plain(frenchServerMessage(message))),
    ).toEqual([
      "Ligne 3, colonne Réponse : Ce champ ne peut pas être vide.",
      "Ligne 4, colonne Autres formulations, formulation 2 : Ce champ ne doit pas dépasser 500 caractères.",
      "Ligne 5, colonne Question : Question déjà présente ligne 2.",
      "Ligne 6 : 4 colonnes attendues, 3 trouvées.",
      "Ligne 7 : Champ ouvert par un guillemet mais jamais refermé.",
      "La ligne 1 doit nommer les colonnes : Question;Autres formulations;Réponse;Lien (la colonne Lien peut manquer).",
      "Cet assistant a déjà une réponse validée pour cette question.",
    ]);
  });

  it("names the fields the server does not know, as it did", () => {
    expect(frenchServerMessage("Unknown field: nmae.")).toBe("Champ inconnu\u00a0: nmae.");
    expect(frenchServerMessage("Unknown fields: is_actve, welcom_message.")).toBe(
      "Champs inconnus\u00a0: is_actve, welcom_message.",
    );
  });

  it("gives back a message it does not know, such as a crawl's French one", () => {
    expect(frenchServerMessage("Page introuvable (404)")).toBe("Page introuvable (404)");
  });
});

describe("frenchRefusal", () => {
  it("prefers the code to the wording", () => {
    const error = refusal(400, { document: ["Whatever the server says."], code: "unreadable" });
    expect(frenchRefusal(error)).toBe(
      "Document illisible : le fichier est endommagé ou protégé par un mot de passe.",
    );
  });

  it("tells a document too large by its code, with the limit the 413 gives", () => {
    const error = refusal(413, {
      detail: "Request body is too large: at most 20971520 bytes are accepted.",
      code: "too_large",
    });
    expect(frenchRefusal(error)).toBe(
      "Document trop volumineux : le serveur accepte au plus 20 Mo.",
    );
  });

  it("names the reader's limit a document went past, when the refusal gives it", () => {
    const refused = (limit: unknown) =>
      plain(frenchRefusal(refusal(400, { document: ["Whatever."], code: "too_large", limit })));
    expect(refused({ kind: "read_time", value: 120 })).toBe(
      "Document trop long à lire (plus de 120 s).",
    );
    expect(refused({ kind: "expanded_size", value: 8 * 1024 * 1024 })).toBe(
      "Document trop volumineux une fois décompressé (plus de 8 Mo).",
    );
    expect(refused({ kind: "memory", value: 256 * 1024 * 1024 })).toBe(
      "Document trop volumineux à lire (plus de 256 Mo de mémoire).",
    );
    expect(refused({ kind: "page_text", value: 1_000_000 })).toBe(
      "Document trop volumineux : une page contient plus de 1 000 000 caractères.",
    );
    expect(refused({ kind: "pages", value: 3000 })).toBe(
      "Document trop long (plus de 3 000 pages).",
    );
    expect(refused({ kind: "nesting", value: 2000 })).toBe(
      "Document illisible : éléments imbriqués sur plus de 2 000 niveaux.",
    );
    expect(refused({ kind: "unknown", value: 1 })).toBe("Document trop volumineux pour être lu.");
  });

  it("says the detail, else every field's messages", () => {
    expect(frenchRefusal(refusal(404, { detail: "Not found." }))).toBe(
      "Élément introuvable : il a peut-être été supprimé.",
    );
    expect(
      frenchRefusal(
        refusal(400, {
          username: ["A user with that username already exists."],
          email: ["Enter a valid email address."],
        }),
      ),
    ).toBe("Ce nom d'utilisateur est déjà pris. Saisissez une adresse e-mail valide.");
  });

  it("has nothing to say when no answer came", () => {
    expect(frenchRefusal(new ApiError({ kind: "no-response", message: "Failed" }))).toBe(undefined);
    expect(frenchRefusal(new Error("boom"))).toBe(undefined);
  });
});

describe("frenchFieldErrors", () => {
  it("gives each refused field its French messages, joined", () => {
    const error = refusal(400, {
      email: ["Enter a valid email address."],
      password: ["This field may not be blank.", "Ensure this field has at least 8 characters."],
    });
    expect(frenchFieldErrors(error)).toEqual({
      email: "Saisissez une adresse e-mail valide.",
      password: "Ce champ ne peut pas être vide. Ce champ doit contenir au moins 8 caractères.",
    });
    expect(frenchFieldError(error, "email")).toBe("Saisissez une adresse e-mail valide.");
    expect(frenchFieldError(error, "name")).toBe(undefined);
    expect(frenchFieldErrors(new Error("not from the API"))).toEqual({});
  });
});

describe("formatFileSize", () => {
  it("reads sizes in o, Ko and Mo", () => {
    expect(formatFileSize(512)).toBe("512 o");
    expect(formatFileSize(1536)).toBe("1,5 Ko");
    expect(formatFileSize(1048576)).toBe("1 Mo");
  });
});
