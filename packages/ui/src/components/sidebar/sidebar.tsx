import { ViewVerticalIcon } from "@radix-ui/react-icons";
import { VisuallyHidden } from "@radix-ui/themes";
import { Slot } from "radix-ui";
import {
  type ButtonHTMLAttributes,
  type CSSProperties,
  forwardRef,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";
import { SIDEBAR_WIDTH_MOBILE } from "../../constants";
import { cx } from "../../lib/class-names";
import { IconButton, type IconButtonProps } from "../icon-button/icon-button";
import { Separator } from "../separator/separator";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "../sheet/sheet";
import { Tooltip } from "../tooltip/tooltip";
import { useSidebar } from "./sidebar-context";

export interface SidebarProps extends HTMLAttributes<HTMLDivElement> {
  side?: "left" | "right";
  /** `floating` draws the sidebar as a panel detached from the edges. */
  variant?: "sidebar" | "floating";
  /** `icon` keeps a 3rem rail of icons when collapsed; `offcanvas` hides it; `none` never collapses. */
  collapsible?: "icon" | "offcanvas" | "none";
  /** Names the navigation drawer on mobile for assistive technologies. */
  mobileTitle?: string;
  mobileDescription?: string;
}

/** The sidebar: a column beside the page on desktop, an off-canvas drawer on mobile. */
export const Sidebar = forwardRef<HTMLDivElement, SidebarProps>(function Sidebar(
  {
    side = "left",
    variant = "sidebar",
    collapsible = "icon",
    mobileTitle = "Navigation",
    mobileDescription = "Main navigation of the application.",
    className,
    children,
    ...props
  },
  ref,
) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side={side}
          className="ui-sidebar-mobile"
          // The drawer is portalled out of the provider: it needs its width set on itself.
          style={{ "--sidebar-width-mobile": SIDEBAR_WIDTH_MOBILE } as CSSProperties}
          hideCloseButton
        >
          <VisuallyHidden>
            <SheetTitle>{mobileTitle}</SheetTitle>
            <SheetDescription>{mobileDescription}</SheetDescription>
          </VisuallyHidden>
          <div className="ui-sidebar-inner" data-sidebar="sidebar">
            {children}
          </div>
        </SheetContent>
      </Sheet>
    );
  }

  const collapsed = collapsible !== "none" && state === "collapsed";
  return (
    <div
      ref={ref}
      className={cx("ui-sidebar", className)}
      data-state={collapsed ? "collapsed" : "expanded"}
      data-collapsible={collapsed ? collapsible : undefined}
      data-variant={variant}
      data-side={side}
      {...props}
    >
      <div className="ui-sidebar-inner" data-sidebar="sidebar">
        {children}
      </div>
    </div>
  );
});

export interface SidebarTriggerProps extends Omit<IconButtonProps, "aria-label"> {
  "aria-label"?: string;
}

/** The button that collapses or expands the sidebar (or opens the drawer on mobile). */
export const SidebarTrigger = forwardRef<HTMLButtonElement, SidebarTriggerProps>(
  function SidebarTrigger({ onClick, "aria-label": label = "Toggle sidebar", ...props }, ref) {
    const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
    return (
      <IconButton
        ref={ref}
        aria-label={label}
        aria-expanded={isMobile ? openMobile : open}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          onClick?.(event);
          toggleSidebar();
        }}
        {...props}
      >
        <ViewVerticalIcon aria-hidden />
      </IconButton>
    );
  },
);

/** The page beside the sidebar. */
export function SidebarInset({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx("ui-sidebar-inset", className)} {...props} />;
}

export function SidebarHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx("flex flex-col gap-2 p-2", className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx("mt-auto flex flex-col gap-2 p-2", className)} {...props} />;
}

/** The scrolling middle of the sidebar, between header and footer. */
export function SidebarContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx("ui-sidebar-content", className)} {...props} />;
}

export function SidebarSeparator({ className }: { className?: string }) {
  return <Separator className={cx("mx-2 w-auto", className)} />;
}

export function SidebarGroup({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx("flex flex-col p-2", className)} {...props} />;
}

/** Title of a group of entries; hidden while the sidebar is collapsed to icons. */
export function SidebarGroupLabel({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx("ui-sidebar-group-label", className)} {...props} />;
}

export function SidebarMenu({ className, ...props }: HTMLAttributes<HTMLUListElement>) {
  return <ul className={cx("m-0 flex list-none flex-col gap-1 p-0", className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: HTMLAttributes<HTMLLIElement>) {
  return <li className={cx("relative", className)} {...props} />;
}

export interface SidebarMenuButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Render the child (a link of the app's router) with the button's look. */
  asChild?: boolean;
  /** Marks the entry of the current page (`aria-current="page"`). */
  isActive?: boolean;
  /** Shown beside the entry while the sidebar is collapsed to icons. */
  tooltip?: ReactNode;
}

/**
 * One navigation entry: an icon and a label (wrap the label in a `<span>`). Collapsed to icons,
 * the label stays available to assistive technologies and the tooltip shows it on hover or focus.
 */
export const SidebarMenuButton = forwardRef<HTMLButtonElement, SidebarMenuButtonProps>(
  function SidebarMenuButton({ asChild, isActive, tooltip, className, ...props }, ref) {
    const { state, isMobile } = useSidebar();
    const Component = asChild ? Slot.Root : "button";
    const button = (
      <Component
        ref={ref}
        className={cx("ui-sidebar-menu-button", className)}
        data-active={isActive || undefined}
        aria-current={isActive ? "page" : undefined}
        {...(asChild ? {} : { type: "button" as const })}
        {...props}
      />
    );
    if (!tooltip || state !== "collapsed" || isMobile) return button;
    return (
      <Tooltip content={tooltip} side="right">
        {button}
      </Tooltip>
    );
  },
);

/** A count or status at the end of an entry (e.g. the number of assistants). */
export function SidebarMenuBadge({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={cx("ui-sidebar-menu-badge", className)} {...props} />;
}
