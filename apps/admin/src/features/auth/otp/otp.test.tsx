import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAdmin } from "@/test/render-admin";
import { scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const api = scriptedApiForEachTest();

describe("the two-factor screen", () => {
  it("has seven slots with a separator after the third, and a link back to sign in", async () => {
    renderAdmin("/otp", { apiUrl: api.url });
    const input = await screen.findByLabelText("One-time code");
    expect(input.getAttribute("maxlength")).toBe("7");
    const separator = document.querySelector("[data-otp-separator]");
    expect(separator?.previousElementSibling?.children).toHaveLength(3);
    expect(separator?.nextElementSibling?.children).toHaveLength(4);
    expect(screen.getByRole("link", { name: "Resend a new code." }).getAttribute("href")).toBe(
      "/sign-in",
    );
  });

  it("enables Verify only once every slot is filled, shows the code, then goes home after 1 s", async () => {
    const user = userEvent.setup();
    const app = renderAdmin("/otp", { apiUrl: api.url });
    const input = await screen.findByLabelText("One-time code");
    const verify = screen.getByRole("button", { name: "Verify" }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);

    await user.type(input, "abc12-3");
    expect((input as HTMLInputElement).value).toBe("abc123");
    expect(verify.disabled).toBe(true);

    await user.type(input, "4");
    expect(verify.disabled).toBe(false);
    const submittedAt = Date.now();
    await user.click(verify);

    expect(
      (await screen.findAllByText("You submitted the following values:")).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText(/"otp": "abc1234"/).length).toBeGreaterThan(0);
    expect(app.router.state.location.pathname).toBe("/otp");
    await waitFor(() => expect(app.router.state.location.pathname).not.toBe("/otp"), {
      timeout: 3000,
    });
    expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(1000);
    expect(api.requests).toEqual([]);
  });
});
