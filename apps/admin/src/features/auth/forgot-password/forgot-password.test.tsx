import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAdmin } from "@/test/render-admin";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const api = scriptedApiForEachTest();

const RESET_PATH = "/api/auth/password-reset/";

async function askForLink(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Email", {}, FIRST_SCREEN), email);
  await user.click(screen.getByRole("button", { name: "Continue" }));
}

describe("the forgot-password screen", () => {
  it("on a server that sends no mail, says so and how an administrator sets a new password", async () => {
    api.on("GET", RESET_PATH, { json: { sends_mail: false } });
    renderAdmin("/forgot-password", { apiUrl: api.url });
    const notice = await screen.findByText(/This server cannot send mail/, {}, FIRST_SCREEN);
    expect(notice.textContent).toBe(
      "This server cannot send mail, so no link to choose a new password can be sent to you.",
    );
    const how = screen.getByText(/An administrator can/);
    expect(how.textContent).toBe(
      "An administrator can give you a new password on the server, with the command set-password <username>.",
    );
    expect(how.querySelector("code")?.textContent).toBe("set-password <username>");
    expect(screen.queryByLabelText("Email")).toBeNull();
    expect(screen.queryByText(/on its way/)).toBeNull();
    expect(api.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET ${RESET_PATH}`,
    ]);
  });

  it("on a server that sends mail, asks for the address and says a link is on its way", async () => {
    api.on("GET", RESET_PATH, { json: { sends_mail: true } });
    api.on("POST", RESET_PATH, { json: { detail: "Sent if known." } });
    renderAdmin("/forgot-password", { apiUrl: api.url });
    expect(
      await screen.findByText(/we will send you a link to reset your password/, {}, FIRST_SCREEN),
    ).toBeTruthy();
    await askForLink("camille@example.org");
    expect((await screen.findByRole("status")).textContent).toBe(
      "If an account uses camille@example.org, a link to choose a new password is on its way. Check your inbox.",
    );
    expect(api.requests.find((request) => request.method === "POST")?.body).toEqual({
      email: "camille@example.org",
    });
  });

  it("still offers the form when the server cannot say whether it sends mail", async () => {
    api.on("GET", RESET_PATH, { status: 404, json: { detail: "Not found." } });
    api.on("POST", RESET_PATH, { json: { detail: "Sent if known." } });
    renderAdmin("/forgot-password", { apiUrl: api.url });
    await askForLink("camille@example.org");
    expect((await screen.findByRole("status")).textContent).toContain("is on its way");
  });
});
