import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect } from "storybook/test";
import { contrastRatio } from "../testing/focus-ring";
import {
  type ColorToken,
  colorSchemes,
  cssVariable,
  type FontSizeToken,
  fontFamilies,
  fontSizes,
  fontWeights,
  type RadiusToken,
  radii,
  type ShadowToken,
  shadows,
} from "./index";

/*
 * The design tokens as a designer reads them, drawn from the values the package exports: each
 * row names the CSS variable, the Tailwind utility and the Radix Themes step that draw with it,
 * and the stories' tests check that the stylesheet really gives those the token's value.
 */

const SAMPLE = "Bonjour\u00a0! Posez votre question à l’assistant.";

const colorNames = Object.keys(colorSchemes.light) as ColorToken[];

/** Tailwind's name of each size of the type scale, where it differs from the token's. */
const tailwindTextSize: Record<FontSizeToken, string> = {
  xs: "text-xs",
  sm: "text-sm",
  md: "text-base",
  lg: "text-lg",
  xl: "text-xl",
  "2xl": "text-2xl",
  "3xl": "text-3xl",
  "4xl": "text-4xl",
};
const fontSizeNames = Object.keys(fontSizes) as FontSizeToken[];

const tailwindRadius: Record<RadiusToken, string> = {
  sm: "rounded-sm",
  md: "rounded-md",
  lg: "rounded-lg",
  xl: "rounded-xl",
  full: "rounded-full",
};
/** The Radix Themes radius step with the token's value, at the `medium` radius the theme uses. */
const radixRadius: Partial<Record<RadiusToken, string>> = {
  sm: "--radius-2",
  md: "--radius-3",
  lg: "--radius-4",
  xl: "--radius-5",
};
const radiusNames = Object.keys(radii) as RadiusToken[];

/** Radix Themes' space steps (at scaling 100%) and the Tailwind spacing utility of that length. */
const spaceSteps = [
  { step: 1, length: "4px", tailwind: "p-1" },
  { step: 2, length: "8px", tailwind: "p-2" },
  { step: 3, length: "12px", tailwind: "p-3" },
  { step: 4, length: "16px", tailwind: "p-4" },
  { step: 5, length: "24px", tailwind: "p-6" },
  { step: 6, length: "32px", tailwind: "p-8" },
  { step: 7, length: "40px", tailwind: "p-10" },
  { step: 8, length: "48px", tailwind: "p-12" },
  { step: 9, length: "64px", tailwind: "p-16" },
];

/** The elevations of Radix Themes the components draw with, lowest first, and who uses each. */
const radixShadows = [
  { variable: "--shadow-2", use: "the floating sidebar" },
  { variable: "--shadow-4", use: "toasts" },
  { variable: "--shadow-5", use: "menus, selects, sheets; the shadow-panel utility" },
  { variable: "--shadow-6", use: "dialogs" },
];
const shadowNames = Object.keys(shadows) as ShadowToken[];

function Code({ children }: { children: ReactNode }) {
  return <code className="font-mono text-xs whitespace-nowrap">{children}</code>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`tokens-${title}`} className="mb-8">
      <h2 id={`tokens-${title}`} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A table wider than a phone scrolls inside this box, which the keyboard can reach to scroll. */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled with the arrow keys
    <section className="overflow-x-auto" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}

function Cell({ children, header }: { children?: ReactNode; header?: boolean }) {
  const Tag = header ? "th" : "td";
  return (
    <Tag className="border-b border-gray-a6 px-2 py-1.5 text-left align-middle text-sm">
      {children}
    </Tag>
  );
}

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden
        className="inline-block size-6 rounded-md border border-gray-a6"
        style={{ background: color }}
      />
      <Code>{label}</Code>
    </span>
  );
}

function Colors() {
  return (
    <Section title="Colours">
      <p className="mb-3 text-sm text-muted-foreground">
        Light values apply everywhere; dark ones inside the dark theme. The “live” column is the
        colour of the theme chosen in the toolbar.
      </p>
      <ScrollBox label="Colour table">
        <table className="w-full border-collapse" aria-label="Colours">
          <thead>
            <tr>
              <Cell header>Token</Cell>
              <Cell header>Live</Cell>
              <Cell header>Light</Cell>
              <Cell header>Dark</Cell>
              <Cell header>Utility</Cell>
            </tr>
          </thead>
          <tbody>
            {colorNames.map((name) => (
              <tr key={name} data-token={name}>
                <Cell>
                  <Code>{cssVariable("color", name)}</Code>
                </Cell>
                <Cell>
                  <span
                    data-live-color
                    aria-hidden
                    className="inline-block size-6 rounded-md border border-gray-a6"
                    style={{ background: `var(${cssVariable("color", name)})` }}
                  />
                </Cell>
                <Cell>
                  <Swatch color={colorSchemes.light[name]} label={colorSchemes.light[name]} />
                </Cell>
                <Cell>
                  <Swatch color={colorSchemes.dark[name]} label={colorSchemes.dark[name]} />
                </Cell>
                <Cell>
                  <Code>{name.endsWith("Foreground") ? "text-" : "bg-"}</Code>
                  <Code>{cssVariable("color", name).replace("--ui-color-", "")}</Code>
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </Section>
  );
}

function Typography() {
  return (
    <Section title="Type scale">
      <ScrollBox label="Type scale table">
        <table className="w-full border-collapse" aria-label="Type scale">
          <thead>
            <tr>
              <Cell header>Token</Cell>
              <Cell header>Size</Cell>
              <Cell header>Utility</Cell>
              <Cell header>Radix step</Cell>
              <Cell header>Sample</Cell>
            </tr>
          </thead>
          <tbody>
            {fontSizeNames.map((name, index) => (
              <tr key={name} data-token={name}>
                <Cell>
                  <Code>{cssVariable("font-size", name)}</Code>
                </Cell>
                <Cell>{fontSizes[name]}</Cell>
                <Cell>
                  <Code>{tailwindTextSize[name]}</Code>
                </Cell>
                <Cell>
                  <Code>{`--font-size-${index + 1}`}</Code>
                  <span
                    data-radix-size
                    hidden
                    style={{ fontSize: `var(--font-size-${index + 1})` }}
                  />
                </Cell>
                <Cell>
                  <span data-sample className={`${tailwindTextSize[name]} whitespace-nowrap`}>
                    {SAMPLE}
                  </span>
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <h3 className="mt-6 mb-2 text-lg font-bold">Families and weights</h3>
      <ul className="m-0 grid list-none gap-2 p-0 text-sm">
        {Object.entries(fontFamilies).map(([name, stack]) => (
          <li key={name} style={{ fontFamily: stack }}>
            <Code>{cssVariable("font", name)}</Code> — {SAMPLE}
          </li>
        ))}
        {Object.entries(fontWeights).map(([name, weight]) => (
          <li key={name} style={{ fontWeight: weight }}>
            <Code>{cssVariable("font-weight", name)}</Code> ({weight}) — {SAMPLE}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Radii() {
  return (
    <Section title="Radii">
      <ul className="m-0 flex list-none flex-wrap gap-6 p-0" aria-label="Radii">
        {radiusNames.map((name) => (
          <li key={name} data-token={name} className="grid justify-items-start gap-1 text-sm">
            <span
              data-sample
              aria-hidden
              className={`size-16 border-2 border-primary bg-secondary ${tailwindRadius[name]}`}
            />
            <Code>{cssVariable("radius", name)}</Code>
            <span>
              {radii[name]} · <Code>{tailwindRadius[name]}</Code>
              {radixRadius[name] ? (
                <>
                  {" "}
                  · <Code>{radixRadius[name]}</Code>
                  <span
                    data-radix-radius
                    hidden
                    style={{ borderRadius: `var(${radixRadius[name]})` }}
                  />
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Spacing() {
  return (
    <Section title="Spacing">
      <p className="mb-3 text-sm text-muted-foreground">
        Radix Themes lays components out in these steps (its <Code>gap</Code>, <Code>p</Code> and{" "}
        <Code>m</Code> props); Tailwind utilities count in quarters of a rem (<Code>p-1</Code> is 4
        px), and the utility beside each step is the same length.
      </p>
      <ul className="m-0 grid list-none gap-2 p-0 text-sm" aria-label="Spacing">
        {spaceSteps.map(({ step, length, tailwind }) => (
          <li key={step} data-step={step} className="flex items-center gap-3">
            <span
              data-radix-space
              aria-hidden
              className="inline-block h-4 shrink-0 bg-primary"
              style={{ width: `var(--space-${step})` }}
            />
            <Code>{`--space-${step}`}</Code>
            <span>{length}</span>
            <Code>{tailwind}</Code>
            <span data-tailwind-space aria-hidden className={tailwind} hidden />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ShadowSample({ variable }: { variable: string }) {
  return (
    <span
      aria-hidden
      data-sample
      className="block h-20 rounded-lg bg-card"
      style={{ boxShadow: `var(${variable})` }}
    />
  );
}

function Shadows() {
  return (
    <Section title="Shadows">
      <ul className="m-0 flex list-none flex-wrap gap-6 p-0 text-sm" aria-label="Shadows">
        {radixShadows.map(({ variable, use }) => (
          <li key={variable} className="grid w-48 gap-2">
            <ShadowSample variable={variable} />
            <Code>{variable}</Code>
            <span className="text-muted-foreground">{use}</span>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 mb-3 text-base font-medium">The chat widget and its loader</h3>
      <ul className="m-0 flex list-none flex-wrap gap-6 p-0 text-sm" aria-label="Widget shadows">
        {shadowNames.map((name) => (
          <li key={name} data-token={name} className="grid w-48 gap-2">
            <ShadowSample variable={cssVariable("shadow", name)} />
            <Code>{cssVariable("shadow", name)}</Code>
            <Code>{`shadows.${name}`}</Code>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function TokensPage() {
  return (
    <div className="max-w-5xl text-foreground">
      <h1 className="mb-2 text-3xl font-bold">Design tokens</h1>
      <p className="mb-6 text-sm text-muted-foreground">
        From <Code>@org/ui/tokens</Code> (TypeScript) and <Code>@org/ui/tokens.css</Code> (CSS
        variables), shared by the back-office and the chat widget.
      </p>
      <Colors />
      <Typography />
      <Radii />
      <Spacing />
      <Shadows />
    </div>
  );
}

const meta = {
  title: "Foundations/Tokens",
  component: TokensPage,
} satisfies Meta<typeof TokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colour `value` resolves to, as the browser computes it (`rgb(r, g, b)`). */
function computedColor(value: string): string {
  const probe = document.createElement("span");
  probe.style.color = value;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/** The shadow `value` draws, as the browser computes it. */
function computedShadow(value: string): string {
  const probe = document.createElement("span");
  probe.style.boxShadow = value;
  document.body.append(probe);
  const shadow = getComputedStyle(probe).boxShadow;
  probe.remove();
  return shadow;
}

function rowsOf(canvasElement: HTMLElement, table: string) {
  return [...canvasElement.querySelectorAll<HTMLElement>(`[aria-label="${table}"] [data-token]`)];
}

/**
 * The page draws each token with the stylesheet, in the theme it is shown in: what it shows is
 * what the components get.
 */
async function stylesheetMatchesTokens(canvasElement: HTMLElement) {
  const scheme = canvasElement.querySelector(".radix-themes.dark") ? "dark" : "light";
  const palette = colorSchemes[scheme];
  // Text in the muted colour stays readable on the page (WCAG AA, 4.5:1).
  await expect(
    contrastRatio(computedColor(palette.mutedForeground), computedColor(palette.background)),
  ).toBeGreaterThanOrEqual(4.5);
  for (const row of rowsOf(canvasElement, "Colours")) {
    const name = row.dataset.token as ColorToken;
    const live = row.querySelector("[data-live-color]") as HTMLElement;
    await expect(getComputedStyle(live).backgroundColor).toBe(computedColor(palette[name]));
  }
  for (const row of rowsOf(canvasElement, "Type scale")) {
    const size = fontSizes[row.dataset.token as FontSizeToken];
    const sample = row.querySelector("[data-sample]") as HTMLElement;
    const radix = row.querySelector("[data-radix-size]") as HTMLElement;
    await expect(getComputedStyle(sample).fontSize).toBe(size);
    await expect(getComputedStyle(radix).fontSize).toBe(size);
  }
  for (const row of rowsOf(canvasElement, "Radii")) {
    const radius = radii[row.dataset.token as RadiusToken];
    const sample = row.querySelector("[data-sample]") as HTMLElement;
    await expect(getComputedStyle(sample).borderTopLeftRadius).toBe(radius);
    const radix = row.querySelector<HTMLElement>("[data-radix-radius]");
    if (radix) await expect(getComputedStyle(radix).borderTopLeftRadius).toBe(radius);
  }
  for (const row of rowsOf(canvasElement, "Widget shadows")) {
    const sample = row.querySelector("[data-sample]") as HTMLElement;
    await expect(getComputedStyle(sample).boxShadow).toBe(
      computedShadow(shadows[row.dataset.token as ShadowToken]),
    );
  }
  for (const { step, length } of spaceSteps) {
    const row = canvasElement.querySelector(`[data-step="${step}"]`) as HTMLElement;
    const radix = row.querySelector("[data-radix-space]") as HTMLElement;
    const tailwind = row.querySelector("[data-tailwind-space]") as HTMLElement;
    await expect(getComputedStyle(radix).width).toBe(length);
    await expect(getComputedStyle(tailwind).paddingLeft).toBe(length);
  }
}

export const Light: Story = {
  play: async ({ canvasElement }) => stylesheetMatchesTokens(canvasElement),
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: Light.play,
};
