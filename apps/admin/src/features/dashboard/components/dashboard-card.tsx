import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from "@org/ui";
import type { ComponentType, ReactNode } from "react";

export interface DashboardCardProps {
  title: string;
  icon: ComponentType<{ "aria-hidden"?: boolean; className?: string }>;
  isPending: boolean;
  isError: boolean;
  /** Said when the figures cannot be loaded. */
  errorMessage: string;
  onRetry: () => void;
  /** What a loading card holds in place of its content: one element, drawn as a skeleton. */
  placeholder: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A card of the dashboard: a skeleton while loading, a message when loading fails. */
export function DashboardCard({
  title,
  icon: Icon,
  isPending,
  isError,
  errorMessage,
  onRetry,
  placeholder,
  children,
  className,
}: DashboardCardProps) {
  return (
    <Card className={className}>
      <section aria-label={title} aria-busy={isPending || undefined}>
        <CardHeader className="flex-row items-center justify-between pb-2">
          <CardTitle as="h2" className="text-sm font-medium">
            {title}
          </CardTitle>
          <Icon aria-hidden className="text-muted-foreground" />
        </CardHeader>
        <CardContent>
          {isError ? (
            <div role="alert" className="grid justify-items-start gap-2">
              <p className="m-0 text-sm text-[var(--red-11)]">{errorMessage}</p>
              <Button size="sm" variant="outline" onClick={onRetry}>
                Réessayer
              </Button>
            </div>
          ) : isPending ? (
            <Skeleton loading>{placeholder}</Skeleton>
          ) : (
            children
          )}
        </CardContent>
      </section>
    </Card>
  );
}
