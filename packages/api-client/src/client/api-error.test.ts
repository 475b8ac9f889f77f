import { describe, expect, it } from "vitest";
import { ApiError, isSessionExpiredError } from "./api-error";

const responseError = (status: number, body: unknown) =>
  new ApiError({ kind: "response", status, body, message: `Request failed with status ${status}` });

describe("ApiError", () => {
  it("takes its message from detail, else title, else the first field error, else the fallback", () => {
    expect(responseError(400, { detail: "D", title: "T", a: ["A"] }).message).toBe("D");
    expect(responseError(400, { title: "T", a: ["A"] }).message).toBe("T");
    expect(responseError(400, { password: ["Too short.", "Too common."] }).message).toBe(
      "password: Too short. Too common.",
    );
    expect(responseError(500, "<html>").message).toBe("Request failed with status 500");
  });

  it("reads DRF field maps, including non_field_errors and single strings", () => {
    const error = responseError(400, {
      non_field_errors: ["Unable to log in."],
      username: "Required.",
      nested: { ignored: true },
    });
    expect(error.fieldErrors).toEqual({
      non_field_errors: ["Unable to log in."],
      username: ["Required."],
    });
  });

  it("keeps the body's code apart from the field errors", () => {
    const error = responseError(400, {
      document: ["Unsupported file type."],
      code: "unsupported_type",
    });
    expect(error.code).toBe("unsupported_type");
    expect(error.fieldErrors).toEqual({ document: ["Unsupported file type."] });
    expect(error.message).toBe("document: Unsupported file type.");
    expect(responseError(400, { document: ["Bad."] }).code).toBeUndefined();
  });

  it("has no status when no response came", () => {
    const error = new ApiError({ kind: "no-response", message: "fetch failed" });
    expect(error.status).toBeNull();
    expect(error.fieldErrors).toEqual({});
    expect(error.name).toBe("ApiError");
  });
});

describe("isSessionExpiredError", () => {
  it.each([
    "Invalid token",
    "Invalid token.",
    "Token has expired",
    "Authentication credentials were not provided.",
  ])("recognises %j", (detail) => {
    expect(isSessionExpiredError(responseError(401, { detail }))).toBe(true);
  });

  it("ignores other failures", () => {
    expect(isSessionExpiredError(responseError(403, { detail: "Permission denied." }))).toBe(false);
    expect(isSessionExpiredError(new Error("Invalid token"))).toBe(false);
  });
});
