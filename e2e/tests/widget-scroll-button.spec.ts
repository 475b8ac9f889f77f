import { expect, type Locator, type Page, test } from "@playwright/test";
import { E2E } from "../support/environment";
import { acceptAndWaitForWelcome, ask, DEMO_BOT_ID, WIDGET } from "../support/widget";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of `box` inside `within`, or null when they do not meet. */
function intersection(box: Box, within: Box): Box | null {
  const x = Math.max(box.x, within.x);
  const y = Math.max(box.y, within.y);
  const right = Math.min(box.x + box.width, within.x + within.width);
  const bottom = Math.min(box.y + box.height, within.y + within.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found as Box;
}

/** Asks until the conversation is taller than its list by `extra` pixels at least. */
async function fillList(page: Page, extra: number) {
  const list = page.locator(".ami-messages");
  for (let turn = 1; turn <= 8; turn++) {
    const overflow = await list.evaluate((element) => element.scrollHeight - element.clientHeight);
    if (overflow > extra) return;
    await ask(page, `Que sais-tu faire ? (${turn})`);
  }
  throw new Error("the conversation never filled the list");
}

const SIZES = [
  { name: "a desktop", viewport: { width: 1280, height: 720 }, phone: false },
  { name: "a 390 px phone", viewport: { width: 390, height: 844 }, phone: true },
];

for (const size of SIZES) {
  test.describe(`the scroll-to-bottom button on ${size.name}`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.phone, isMobile: size.phone });

    test("never covers the last message or the comment box", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`${E2E.embedUrl}/embed/${DEMO_BOT_ID}`);
      await acceptAndWaitForWelcome(page);
      await fillList(page, 300);
      const last = page.locator(".ami-message-received").last();
      await last.getByTitle(WIDGET.dislike).click();
      const comment = last.locator("form.ami-dislike-comment");
      await expect(comment).toBeVisible();
      const list = page.locator(".ami-messages");
      // Following the conversation, the list shows the comment box as it opens.
      await expect
        .poll(async () => {
          const shown = await box(list);
          const opened = await box(comment);
          return opened.y + opened.height - (shown.y + shown.height);
        })
        .toBeLessThanOrEqual(1);
      const button = page.getByRole("button", { name: "Aller au dernier message" });
      // A little way up from the bottom, the comment box and the last message's end in sight.
      for (const up of [40, 120]) {
        await list.evaluate((element, distance) => {
          element.scrollTop = element.scrollHeight - element.clientHeight - distance;
        }, up);
        await expect(button).toBeVisible();
        const shown = await box(list);
        const buttonBox = await box(button);
        expect(intersection(buttonBox, shown), "over the list").toBeNull();
        for (const covered of [comment, last]) {
          const visible = intersection(await box(covered), shown);
          if (visible) expect(intersection(buttonBox, visible)).toBeNull();
        }
        await page.screenshot({
          path: test.info().outputPath(`scroll-button-${up}px-up.png`),
        });
      }

      await button.click();
      await expect(button).toHaveCount(0);
      const shown = await box(list);
      const commentBox = await box(comment);
      expect(commentBox.y + commentBox.height).toBeLessThanOrEqual(shown.y + shown.height + 1);
    });
  });
}
