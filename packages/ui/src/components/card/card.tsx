import { Card as ThemesCard } from "@radix-ui/themes";
import { type ComponentPropsWithoutRef, forwardRef, type HTMLAttributes } from "react";
import { cx } from "../../lib/class-names";

type ThemesCardProps = ComponentPropsWithoutRef<typeof ThemesCard>;

export interface CardProps extends Omit<ThemesCardProps, "size"> {
  size?: "sm" | "md" | "lg";
}

const sizes = { sm: "1", md: "2", lg: "3" } as const;

/** A panel grouping related content; compose with CardHeader, CardContent and CardFooter. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { size = "md", ...props },
  ref,
) {
  return <ThemesCard ref={ref} size={sizes[size]} {...props} />;
});

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx("flex flex-col gap-1.5 pb-4", className)} {...props} />;
}

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Heading level matching the card's place in the page outline. */
  as?: "h2" | "h3" | "h4";
}

export function CardTitle({ as: Heading = "h3", className, ...props }: CardTitleProps) {
  return (
    <Heading
      className={cx("m-0 text-lg leading-6 font-semibold text-gray-12", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cx("m-0 text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx("text-sm", className)} {...props} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx("flex items-center gap-2 pt-4", className)} {...props} />;
}
