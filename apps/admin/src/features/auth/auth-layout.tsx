import { Card, CardDescription, CardHeader } from "@org/ui";
import type { ReactNode } from "react";
import { BrandMark } from "@/components/brand-mark";

export interface AuthLayoutProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Under the card, e.g. legal links. */
  footer?: ReactNode;
}

/** The frame of every public screen of the session: the product's name above one card. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-muted px-4 py-10">
      <BrandMark />
      <Card size="lg" className="w-full max-w-[420px]">
        <CardHeader>
          <h1 className="m-0 text-xl leading-7 font-semibold tracking-tight text-gray-12">
            {title}
          </h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children}
      </Card>
      {footer ? (
        <div className="max-w-[420px] text-center text-sm text-muted-foreground [&_a]:text-gray-12">
          {footer}
        </div>
      ) : null}
    </main>
  );
}
