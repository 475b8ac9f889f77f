import { Card, CardDescription, CardHeader } from "@org/ui";
import type { ReactNode } from "react";
import { BrandMark } from "@/components/brand-mark";
import { cx } from "@/lib/class-names";

export interface AuthLayoutProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Under the card, e.g. legal links. */
  footer?: ReactNode;
  /** A page to read (the terms) rather than a form: a wider card, from the top. */
  wide?: boolean;
}

/** The frame of every public screen of the session: the product's name above one card. */
export function AuthLayout({ title, description, children, footer, wide }: AuthLayoutProps) {
  return (
    <main
      className={cx(
        "flex min-h-svh flex-col items-center gap-6 bg-muted px-4 py-10",
        !wide && "justify-center",
      )}
    >
      <BrandMark />
      <Card size="lg" className={cx("w-full", wide ? "max-w-2xl" : "max-w-[420px]")}>
        <CardHeader>
          <h1 className="m-0 text-xl leading-7 font-semibold tracking-tight text-gray-12">
            {title}
          </h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children}
      </Card>
      {footer ? (
        <div
          className={cx(
            "text-center text-sm text-muted-foreground [&_a]:text-gray-12",
            wide ? "max-w-2xl" : "max-w-[420px]",
          )}
        >
          {footer}
        </div>
      ) : null}
    </main>
  );
}
