import { expect, type Page, test } from "@playwright/test";
import { apiGet, apiToken, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";
import { collectConsoleErrors } from "../support/widget";

/** Every Content-Security-Policy violation the page reports, across navigations. */
async function collectPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportPolicyViolation", (violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportPolicyViolation(text: string): void })
        .reportPolicyViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} in ${event.documentURI}`,
      );
    });
  });
  return violations;
}

test.describe("the back-office's security headers", () => {
  test("are sent with every page and file: a strict policy, never framed, never sniffed", async ({
    request,
  }) => {
    const page = await request.get(`${E2E.adminUrl}/`);
    const html = await page.text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    for (const path of ["/", "/sign-in", "/bots/1", script ?? ""]) {
      const response = await request.get(`${E2E.adminUrl}${path}`);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      const policy = headers["content-security-policy"] ?? "";
      const directives = new Map(
        policy.split(";").map((part) => {
          const [name = "", ...values] = part.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get("script-src"), path).toEqual(["'self'"]);
      expect(directives.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(directives.get("object-src"), path).toEqual(["'none'"]);
      expect(directives.get("base-uri"), path).toEqual(["'none'"]);
      expect(directives.get("connect-src"), path).toEqual(["'self'", E2E.apiUrl]);
      expect(directives.get("frame-src"), path).toEqual([E2E.embedUrl]);
      expect(policy).not.toContain("unsafe-eval");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    }
  });

  test("keep another site from framing the back-office", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // A page of no origin of ours, whose own policy allows any frame.
    await page.setContent(
      `<iframe title="admin" src="${E2E.adminUrl}/sign-in" width="800" height="600"></iframe>`,
    );
    await expect
      .poll(() => errors.join("\n"))
      .toMatch(/Content Security Policy directive: "frame-ancestors 'none'"/);
    const framed = page.frameLocator('iframe[title="admin"]');
    await expect(framed.getByRole("button", { name: "Login" })).toHaveCount(0);
  });

  test("let the signed-in back-office work without a single policy violation", async ({
    page,
    request,
  }) => {
    const violations = await collectPolicyViolations(page);
    const errors = collectConsoleErrors(page);
    const policyErrors = () => errors.filter((error) => /Content Security Policy/i.test(error));

    await signInThroughForm(page, E2E.admin);
    await expect(page.getByText("Connexion réussie").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();

    const token = await apiToken(request, E2E.admin);
    const bots = (await apiGet(request, token, "/api/bots/")).body as {
      results: { id: number; name: string }[];
    };
    const bot = bots.results[0];
    expect(bot).toBeDefined();

    for (const path of [
      "/users",
      "/accounts",
      "/bots",
      "/knowledge_bases",
      "/tasks",
      "/chats",
      "/improvements",
      "/curated-answers",
      "/assistant-tests",
      "/analytics",
      "/apps",
      "/settings",
      "/help-center",
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(`${E2E.adminUrl}${path}`);
      await expect(page.locator("#main-content")).toBeVisible();
      await page.waitForLoadState("networkidle");
    }

    // The bot screen frames the real widget from the embed host, which talks to the API.
    await page.goto(`/bots/${bot?.id}`);
    // Its title names the assistant: "Aperçu du widget de …" or "d'…".
    const preview = page.frameLocator(`iframe[title^="Aperçu du widget d"][title$="${bot?.name}"]`);
    await expect(preview.locator("body")).not.toBeEmpty();

    // Dialogs and menus lock the page's scroll with a style of their own.
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Thème" }).click();
    await expect(page.getByRole("menuitemradio", { name: "Dark" })).toBeVisible();
    await page.keyboard.press("Escape");

    expect(violations).toEqual([]);
    expect(policyErrors()).toEqual([]);
  });
});
