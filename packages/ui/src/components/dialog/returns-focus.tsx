import {
  type ComponentType,
  createContext,
  forwardRef,
  type ReactNode,
  type RefAttributes,
  type RefObject,
  useContext,
  useRef,
} from "react";
import { captureFocusReturn, type FocusReturn, restoreFocus } from "../../lib/focus-return";

interface ModalRootProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

interface ModalContentProps extends RefAttributes<HTMLDivElement> {
  onCloseAutoFocus?: (event: Event) => void;
  children?: ReactNode;
}

const FocusReturnContext = createContext<RefObject<FocusReturn | null> | null>(null);

/*
 * Radix gives focus back to a modal layer's own trigger only: opened by the app (a button of a
 * list's row, an item of a menu), a layer that closes leaves focus on the page's body, and the next
 * Tab starts the page over. These two parts, used in place of Radix's `Root` and `Content`, give
 * it back to what opened the layer, or to its nearest neighbour if that is gone.
 */

/** Radix's `Root` (given as `primitive`), remembering what has focus as the layer opens. */
export function FocusReturningRoot({
  primitive: Root,
  open,
  onOpenChange,
  ...props
}: ModalRootProps & { primitive: ComponentType<ModalRootProps> }) {
  const focusReturn = useRef<FocusReturn | null>(null);
  const wasOpen = useRef(false);
  // Read as the app asks to open it, before the layer takes focus and a menu that opened it closes.
  if (open && !wasOpen.current) focusReturn.current = captureFocusReturn();
  wasOpen.current = open === true;
  function handleOpenChange(next: boolean) {
    if (next && open === undefined) focusReturn.current = captureFocusReturn();
    onOpenChange?.(next);
  }
  return (
    <FocusReturnContext.Provider value={focusReturn}>
      <Root {...props} open={open} onOpenChange={handleOpenChange} />
    </FocusReturnContext.Provider>
  );
}

/** Radix's `Content` (given as `primitive`), giving focus back as it closes. */
export const FocusReturningContent = forwardRef<
  HTMLDivElement,
  ModalContentProps & { primitive: ComponentType<ModalContentProps> }
>(function FocusReturningContent({ primitive: Content, onCloseAutoFocus, ...props }, ref) {
  const focusReturn = useContext(FocusReturnContext);
  function handleCloseAutoFocus(event: Event) {
    onCloseAutoFocus?.(event);
    const target = focusReturn?.current;
    if (event.defaultPrevented || !target) return;
    if (restoreFocus(target)) event.preventDefault();
  }
  return <Content {...props} ref={ref} onCloseAutoFocus={handleCloseAutoFocus} />;
});
