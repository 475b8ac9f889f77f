import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { type BuiltStack, startBuiltStack } from "./built-stack";
import { percentile } from "./stats";

/** The demo bot the API seeds on its first start. */
const BOT_ID = 1;
const ACCEPT_LABEL = "Accepter et continuer";

/** Generous ceilings on the medians, set from measurements (see the README): they catch regressions. */
export const TIMING_BUDGETS_MS = {
  launcherVisible: 1000,
  consentShown: 2000,
  inputReadyAfterAccept: 2000,
  inputReadyReturning: 2000,
} as const;

export type TimingFigure = keyof typeof TIMING_BUDGETS_MS;

const DESCRIPTIONS: Record<TimingFigure, string> = {
  launcherVisible: "host page: loader.js request → launcher visible",
  consentShown: "/embed, first visit: navigation → consent modal visible",
  inputReadyAfterAccept: "/embed, first visit: click on accept → input ready",
  inputReadyReturning: "/embed, consent stored: navigation → input ready",
};

export interface TimingResult {
  runs: number;
  samples: Record<TimingFigure, number[]>;
}

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface Probe {
  launcherVisibleAt?: number;
  consentShownAt?: number;
  clickAt?: number;
  inputReadyAt?: number;
}

/**
 * Runs in the page before its own scripts: on every frame, notes the first moment each milestone
 * is on screen (the consent modal: its accept button). Input ready means the question box is shown
 * and the chat session has been opened. Plain script text, so that no helper of the TypeScript
 * toolchain leaks into the page.
 */
function probeScript(acceptLabel: string): string {
  return `(() => {
  const probe = {};
  window.amiProbe = probe;
  const shown = (element) =>
    element instanceof HTMLElement &&
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.getBoundingClientRect().width > 0;
  document.addEventListener("click", () => { probe.clickAt ??= performance.now(); }, true);
  const tick = () => {
    const now = performance.now();
    const launcher = document.querySelector("[data-ami-bot]")?.shadowRoot?.querySelector(".launcher");
    if (probe.launcherVisibleAt === undefined && shown(launcher)) probe.launcherVisibleAt = now;
    const accept = [...document.querySelectorAll("button")].find(
      (button) => button.textContent.trim() === ${JSON.stringify(acceptLabel)},
    );
    if (probe.consentShownAt === undefined && shown(accept)) probe.consentShownAt = now;
    const sessionOpened = performance
      .getEntriesByType("resource")
      .some((entry) => entry.name.includes("/api/sessions/start"));
    if (probe.inputReadyAt === undefined && sessionOpened && shown(document.querySelector('textarea[name="message"]'))) {
      probe.inputReadyAt = now;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;
}

/** Waits for a milestone the probe noted; the time was taken in the page, so polling adds nothing. */
async function probeValue(context: BrowserContext, key: keyof Probe, timeoutMs = 15_000) {
  const page = context.pages()[0];
  if (!page) throw new Error("no page open");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const probe = (await page.evaluate("window.amiProbe")) as Probe | undefined;
    const value = probe?.[key];
    if (value !== undefined) return value;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${key} not reached within ${timeoutMs} ms on ${page.url()}`);
}

async function freshContext(browser: Browser) {
  // A new context each run: empty cache and storage, as for a first visit.
  const context = await browser.newContext({ locale: "fr-FR" });
  await context.addInitScript({ content: probeScript(ACCEPT_LABEL) });
  const page = await context.newPage();
  return { context, page };
}

async function timeLauncher(browser: Browser, stack: BuiltStack): Promise<number> {
  const { context, page } = await freshContext(browser);
  try {
    await page.goto(stack.hostPageUrl);
    const visibleAt = await probeValue(context, "launcherVisibleAt");
    const loaderStart = await page.evaluate(
      (url) => performance.getEntriesByName(url)[0]?.startTime,
      `${stack.embedUrl}/loader.js`,
    );
    if (loaderStart === undefined) throw new Error("the host page did not request loader.js");
    return visibleAt - loaderStart;
  } finally {
    await context.close();
  }
}

async function timeFirstVisit(browser: Browser, stack: BuiltStack) {
  const { context, page } = await freshContext(browser);
  try {
    await page.goto(`${stack.embedUrl}/embed/${BOT_ID}`);
    const consentShown = await probeValue(context, "consentShownAt");
    await page.getByRole("button", { name: ACCEPT_LABEL }).click();
    const inputReady = await probeValue(context, "inputReadyAt");
    const clickAt = await probeValue(context, "clickAt");
    return { consentShown, inputReadyAfterAccept: inputReady - clickAt };
  } finally {
    await context.close();
  }
}

async function timeReturningVisit(browser: Browser, stack: BuiltStack): Promise<number> {
  const { context, page } = await freshContext(browser);
  try {
    await context.addInitScript({
      content: `localStorage.setItem("chat-privacy-consent-${BOT_ID}", "true");
localStorage.setItem("chat-privacy-consent-${BOT_ID}-timestamp", String(Date.now()));`,
    });
    await page.goto(`${stack.embedUrl}/embed/${BOT_ID}`);
    return await probeValue(context, "inputReadyAt");
  } finally {
    await context.close();
  }
}

/**
 * Times the widget's start in Chromium against the built outputs, `runs` times each after one
 * untimed warm-up of the servers.
 */
export async function measureStartupTiming(
  runs: number,
  chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
): Promise<TimingResult> {
  const stack = await startBuiltStack(BOT_ID);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    await timeFirstVisit(browser, stack);
    const samples: Record<TimingFigure, number[]> = {
      launcherVisible: [],
      consentShown: [],
      inputReadyAfterAccept: [],
      inputReadyReturning: [],
    };
    for (let run = 0; run < runs; run += 1) {
      samples.launcherVisible.push(await timeLauncher(browser, stack));
      const firstVisit = await timeFirstVisit(browser, stack);
      samples.consentShown.push(firstVisit.consentShown);
      samples.inputReadyAfterAccept.push(firstVisit.inputReadyAfterAccept);
      samples.inputReadyReturning.push(await timeReturningVisit(browser, stack));
    }
    return { runs, samples };
  } finally {
    await browser?.close();
    await stack.stop();
  }
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** The medians against their budgets, as a Markdown table. */
export function formatTimingTable(result: TimingResult): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    `| figure (${result.runs} runs) | median | min | max | budget (median) | |`,
    "|---|---:|---:|---:|---:|---|",
    ...(Object.keys(DESCRIPTIONS) as TimingFigure[]).map((figure) => {
      const values = result.samples[figure];
      const middle = median(values);
      return `| ${DESCRIPTIONS[figure]} | ${ms(middle)} | ${ms(Math.min(...values))} | ${ms(Math.max(...values))} | ${ms(TIMING_BUDGETS_MS[figure])} | ${middle <= TIMING_BUDGETS_MS[figure] ? "ok" : "OVER"} |`;
    }),
  ].join("\n");
}
