import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import {
  acceptAndWaitForWelcome,
  collectConsoleErrors,
  DEMO_BOT_ID,
  WIDGET,
} from "../support/widget";

const repository = fileURLToPath(new URL("../..", import.meta.url));
/** Ports of their own, beside the built apps the other specs drive. */
const ports = { api: 8190, admin: 5290, embed: 5390 };
const admin = { username: "admin", password: "fresh-clone-Pa55word" };
/** An install from the store, a cold start of three dev servers: minutes on a busy machine. */
const START_TIMEOUT_MS = 240_000;

// The README's run command on what a clone holds: no build output anywhere, nothing installed but
// what `pnpm install` installs. A checkout that once built would hide a missing build step.
test.describe("pnpm dev on a fresh clone", () => {
  test.describe.configure({ timeout: 420_000 });

  let clone: string;
  let dev: ChildProcess | undefined;
  const said: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(START_TIMEOUT_MS + 120_000);
    clone = cloneWorkingTree();
    expect(buildOutputs(clone)).toEqual([]);
    execFileSync("pnpm", ["install", "--frozen-lockfile", "--offline", "--silent"], {
      cwd: clone,
      stdio: "ignore",
      env: { ...process.env, CI: "true" },
    });
    dev = spawn("pnpm", ["dev"], {
      cwd: clone,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        PORT: String(ports.api),
        ADMIN_PORT: String(ports.admin),
        EMBED_PORT: String(ports.embed),
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        ADMIN_EMAIL: "admin@example.org",
      },
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`pnpm dev did not start:\n${said.join("")}`)),
        START_TIMEOUT_MS,
      );
      const read = (chunk: Buffer) => {
        said.push(chunk.toString());
        if (said.join("").includes("Assistant IA is running")) {
          clearTimeout(timer);
          resolve();
        }
      };
      dev?.stdout?.on("data", read);
      dev?.stderr?.on("data", (chunk: Buffer) => said.push(chunk.toString()));
      dev?.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`pnpm dev stopped (exit code ${code}):\n${said.join("")}`));
      });
    });
  });

  test.afterAll(async () => {
    if (dev?.pid !== undefined && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev?.once("exit", resolve));
      process.kill(-dev.pid, "SIGINT");
      await exited;
    }
    if (clone) rmSync(clone, { recursive: true, force: true });
  });

  test("serves a styled back-office and the /embed page, with no error overlay", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`http://localhost:${ports.admin}/sign-in`);
    await expectNoErrorOverlay(page);
    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
    await expectNoErrorOverlay(page);
    // The stylesheet made it: the design system's tokens reach the page.
    const background = await page.evaluate(() =>
      getComputedStyle(document.body).getPropertyValue("background-color"),
    );
    expect(background).not.toBe("rgba(0, 0, 0, 0)");

    await page.goto(`http://localhost:${ports.embed}/embed/${DEMO_BOT_ID}`);
    await expectNoErrorOverlay(page);
    await acceptAndWaitForWelcome(page);
    await expect(page.getByPlaceholder(WIDGET.placeholder)).toBeVisible();
    await expectNoErrorOverlay(page);
    expect(errors).toEqual([]);
    expect(said.join("")).not.toMatch(/error/i);
  });
});

async function expectNoErrorOverlay(page: Page) {
  await page.waitForLoadState("load");
  await expect(page.locator("vite-error-overlay")).toHaveCount(0);
}

/** A copy of the files a clone of this working tree holds (tracked, and new but not ignored). */
function cloneWorkingTree(): string {
  const clone = mkdtempSync(join(tmpdir(), "assistant-clone-"));
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: repository,
      encoding: "utf8",
    },
  )
    .split("\0")
    .filter((file) => file && existsSync(join(repository, file)));
  for (const file of files) {
    mkdirSync(dirname(join(clone, file)), { recursive: true });
    cpSync(join(repository, file), join(clone, file));
  }
  return clone;
}

/** Every `dist` folder under the tree, node_modules aside. */
function buildOutputs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === "node_modules" || entry.name === ".git") return [];
    const path = join(dir, entry.name);
    return entry.name === "dist" ? [path] : buildOutputs(path);
  });
}
