import { ApiError } from "@org/api-client";
import { describe, expect, it } from "vitest";
import {
  describeServerError,
  type ErrorEffects,
  type ErrorToast,
  handleMutationError,
  handleQueryError,
} from "./server-errors";

function responseError(status: number, body: unknown = null) {
  return new ApiError({ kind: "response", status, body, message: `status ${status}` });
}

function recordEffects({ sessionHeld = true } = {}) {
  const toasts: ErrorToast[] = [];
  const visited: string[] = [];
  let held = sessionHeld;
  const effects: ErrorEffects = {
    toast: (toast) => toasts.push(toast),
    navigate: (to) => visited.push(to),
    expireSession: () => {
      if (!held) return null;
      held = false;
      return "/sign-in?redirect=%2Fusers";
    },
  };
  return { effects, toasts, visited, isHeld: () => held };
}

describe("handleQueryError", () => {
  it.each(["Invalid token.", "Token has expired", "Authentication credentials were not provided."])(
    "ends the session on '%s' with 'Session expired!' and goes to sign in",
    (detail) => {
      const recorded = recordEffects();
      handleQueryError(responseError(401, { detail }), recorded.effects);
      expect(recorded.isHeld()).toBe(false);
      expect(recorded.toasts).toEqual([{ title: "Session expired!", variant: "destructive" }]);
      expect(recorded.visited).toEqual(["/sign-in?redirect=%2Fusers"]);
    },
  );

  it("says it once when several queries fail with the same expired token", () => {
    const recorded = recordEffects();
    const error = responseError(401, { detail: "Invalid token." });
    handleQueryError(error, recorded.effects);
    handleQueryError(error, recorded.effects);
    handleQueryError(error, recorded.effects);
    expect(recorded.toasts).toHaveLength(1);
    expect(recorded.visited).toHaveLength(1);
  });

  it("shows 'Internal Server Error!' and the /500 page on a 500", () => {
    const recorded = recordEffects();
    handleQueryError(responseError(500, { detail: "boom" }), recorded.effects);
    expect(recorded.toasts).toEqual([{ title: "Internal Server Error!", variant: "destructive" }]);
    expect(recorded.visited).toEqual(["/500"]);
    expect(recorded.isHeld()).toBe(true);
  });

  it("leaves other failures to the screen that asked", () => {
    const recorded = recordEffects();
    handleQueryError(
      responseError(403, { detail: "You do not have permission." }),
      recorded.effects,
    );
    handleQueryError(responseError(404, { detail: "Not found." }), recorded.effects);
    handleQueryError(
      new ApiError({ kind: "no-response", message: "Failed to fetch" }),
      recorded.effects,
    );
    expect(recorded.toasts).toEqual([]);
    expect(recorded.visited).toEqual([]);
    expect(recorded.isHeld()).toBe(true);
  });
});

describe("handleMutationError", () => {
  it("ends an expired session like a query does, without the general toast", () => {
    const recorded = recordEffects();
    handleMutationError(responseError(401, { detail: "Token has expired" }), recorded.effects);
    expect(recorded.toasts).toEqual([{ title: "Session expired!", variant: "destructive" }]);
    expect(recorded.visited).toEqual(["/sign-in?redirect=%2Fusers"]);
  });

  it("shows the general toast, then 'Content not modified!' on a 304", () => {
    const recorded = recordEffects();
    handleMutationError(responseError(304), recorded.effects);
    expect(recorded.toasts.map((toast) => toast.title)).toEqual([
      "Something went wrong!",
      "Content not modified!",
    ]);
  });

  it("shows the general toast for any other failure, without leaving the page", () => {
    const recorded = recordEffects();
    handleMutationError(
      responseError(400, { name: ["This field is required."] }),
      recorded.effects,
    );
    expect(recorded.toasts).toEqual([
      {
        title: "Something went wrong!",
        description: "Ce champ est obligatoire.",
        variant: "destructive",
      },
    ]);
    expect(recorded.visited).toEqual([]);
  });
});

describe("describeServerError", () => {
  it("is a red 'Something went wrong!' by default", () => {
    expect(describeServerError(new Error("anything"))).toEqual({
      title: "Something went wrong!",
      variant: "destructive",
    });
  });

  it("says 'Content not found.' for a 204", () => {
    expect(describeServerError(responseError(204)).title).toBe("Content not found.");
  });

  it("takes its title from the response body's title, and the detail as description", () => {
    const error = responseError(409, { title: "Conflit", detail: "Ce nom est déjà pris." });
    expect(describeServerError(error)).toEqual({
      title: "Conflit",
      description: "Ce nom est déjà pris.",
      variant: "destructive",
    });
  });

  it("describes a refused document in French, whatever the server's English says", () => {
    const error = responseError(400, {
      document: ["Unsupported file type: send a PDF, Word (.docx), HTML, Markdown or plain text."],
      code: "unsupported_type",
    });
    expect(describeServerError(error)).toEqual({
      title: "Something went wrong!",
      description:
        "Type de document non pris en charge : envoyez un PDF, un document Word (DOCX), du Markdown, du texte ou une page HTML.",
      variant: "destructive",
    });
  });

  it("says in French, with the limit in Mo, that a request was too large", () => {
    const error = responseError(413, {
      detail: "Request body is too large: at most 1048576 bytes are accepted.",
    });
    expect(describeServerError(error)).toEqual({
      title: "Something went wrong!",
      description: "Envoi trop volumineux : le serveur accepte au plus 1 Mo.",
      variant: "destructive",
    });
  });

  it("names a document too large by its code, with the server's limit", () => {
    const error = responseError(413, {
      detail: "Request body is too large: at most 20971520 bytes are accepted.",
      code: "too_large",
    });
    expect(describeServerError(error).description).toBe(
      "Document trop volumineux : le serveur accepte au plus 20 Mo.",
    );
  });

  it("keeps the default title when no answer came", () => {
    const error = new ApiError({ kind: "no-response", message: "Failed to fetch" });
    expect(describeServerError(error)).toEqual({
      title: "Something went wrong!",
      variant: "destructive",
    });
  });
});
