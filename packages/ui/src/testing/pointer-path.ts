// How a mouse moves from one element to another, for stories (never part of the published bundle).
// Storybook's own userEvent logs each call in the Interactions panel, which spaces the calls far
// further apart than a mouse spaces its positions: the path is driven by user-event itself.
import { userEvent } from "@testing-library/user-event";

/** Where a mouse passes on its way, one position for each frame the browser draws. */
const POSITIONS_PER_PATH = 8;

function centreOf(element: Element) {
  const { left, top, width, height } = element.getBoundingClientRect();
  return { clientX: left + width / 2, clientY: top + height / 2 };
}

function nextFrame() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * Moves the pointer in a straight line from the centre of `from` to the centre of `to`, as a mouse
 * does: the browser reports one position a frame, over whatever lies between the two. Code that
 * tracks the pointer's way out of an element (a tooltip's hover grace area) sees what it would
 * with a person's hand, where a single jump would land before it has started to look.
 */
export async function movePointer(from: Element, to: Element) {
  const user = userEvent.setup({ document: from.ownerDocument });
  const start = centreOf(from);
  const end = centreOf(to);
  const page = from.ownerDocument;
  await user.pointer({ target: from, coords: start });
  for (let step = 1; step <= POSITIONS_PER_PATH; step += 1) {
    const share = step / POSITIONS_PER_PATH;
    const clientX = start.clientX + (end.clientX - start.clientX) * share;
    const clientY = start.clientY + (end.clientY - start.clientY) * share;
    const target = page.elementFromPoint(clientX, clientY) ?? page.body;
    await user.pointer({ target, coords: { clientX, clientY } });
    await nextFrame();
  }
}
