import {
  type CSSProperties,
  createContext,
  type HTMLAttributes,
  useCallback,
  useContext,
  useMemo,
  useState,
} from "react";
import {
  SIDEBAR_SHORTCUT_KEY,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_MOBILE,
} from "../../constants";
import { cx } from "../../lib/class-names";
import { useIsMobile } from "../../lib/use-is-mobile";
import { useModifierShortcut } from "../../lib/use-modifier-shortcut";
import { readSidebarExpanded, writeSidebarExpanded } from "./sidebar-cookie";

export interface SidebarContextValue {
  state: "expanded" | "collapsed";
  /** Desktop: expanded or not (remembered in a cookie). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Mobile: whether the drawer is open. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  /** Collapses or expands on desktop, opens or closes the drawer on mobile. */
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | undefined>(undefined);

/** The sidebar's state; only inside a `SidebarProvider`. */
export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error("useSidebar must be used inside a SidebarProvider.");
  return value;
}

export interface SidebarProviderProps extends HTMLAttributes<HTMLDivElement> {
  /** Initial desktop state; read from the `sidebar:state` cookie when absent. */
  defaultOpen?: boolean;
  /** Controlled desktop state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Holds the sidebar's state and lays out the sidebar beside the page. Meta+B or Ctrl+B toggles
 * it; below 768 px it becomes an off-canvas drawer with its own open state.
 */
export function SidebarProvider({
  defaultOpen,
  open: controlledOpen,
  onOpenChange,
  className,
  style,
  children,
  ...props
}: SidebarProviderProps) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(
    () => defaultOpen ?? readSidebarExpanded(),
  );
  const open = controlledOpen ?? uncontrolledOpen;

  const setOpen = useCallback(
    (next: boolean) => {
      if (controlledOpen === undefined) setUncontrolledOpen(next);
      writeSidebarExpanded(next);
      onOpenChange?.(next);
    },
    [controlledOpen, onOpenChange],
  );

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useModifierShortcut(SIDEBAR_SHORTCUT_KEY, toggleSidebar);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? "expanded" : "collapsed",
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        className={cx("ui-sidebar-wrapper", className)}
        style={
          {
            "--sidebar-width": SIDEBAR_WIDTH,
            "--sidebar-width-mobile": SIDEBAR_WIDTH_MOBILE,
            "--sidebar-width-icon": SIDEBAR_WIDTH_COLLAPSED,
            ...style,
          } as CSSProperties
        }
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}
