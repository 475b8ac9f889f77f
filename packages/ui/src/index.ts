export { AlertDialog } from "./components/alert-dialog/alert-dialog";
export { Avatar, type AvatarImageStatus, type AvatarProps } from "./components/avatar/avatar";
export { getInitials } from "./components/avatar/get-initials";
export { Badge, type BadgeProps, type BadgeVariant, badgeVariants } from "./components/badge/badge";
export { Button } from "./components/button/button";
export {
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from "./components/button/button.props";
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  type CardProps,
  CardTitle,
  type CardTitleProps,
} from "./components/card/card";
export { Checkbox, type CheckboxProps } from "./components/checkbox/checkbox";
export {
  Command,
  CommandDialog,
  type CommandDialogProps,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
  CommandShortcut,
} from "./components/command/command";
export { Dialog } from "./components/dialog/dialog";
export { DropdownMenu } from "./components/dropdown-menu/dropdown-menu";
export {
  ErrorPage,
  type ErrorPageProps,
  NavigationActions,
  type NavigationActionsProps,
} from "./components/error-pages/error-page";
export {
  type ErrorPageNavigationProps,
  type ErrorPageTextProps,
  ForbiddenPage,
  GeneralErrorPage,
  type GeneralErrorPageProps,
  MaintenancePage,
  type MaintenancePageProps,
  NotFoundPage,
  UnauthorizedPage,
} from "./components/error-pages/error-pages";
export { errorTexts } from "./components/error-pages/error-texts";
export {
  RouteErrorFallback,
  type RouteErrorFallbackProps,
  RouteNotFound,
} from "./components/error-pages/route-fallbacks";
export { FormField, type FormFieldProps } from "./components/form-field/form-field";
export { IconButton, type IconButtonProps } from "./components/icon-button/icon-button";
export { Input, type InputProps, InputSlot } from "./components/input/input";
export { cleanOtpPaste } from "./components/input-otp/clean-otp-paste";
export { InputOTP, type InputOTPMode, type InputOTPProps } from "./components/input-otp/input-otp";
export { Label, type LabelProps } from "./components/label/label";
export {
  PasswordInput,
  type PasswordInputProps,
} from "./components/password-input/password-input";
export { Progress, type ProgressProps } from "./components/progress/progress";
export { ScrollArea, type ScrollAreaProps } from "./components/scroll-area/scroll-area";
export { Select, type SelectOption, type SelectProps } from "./components/select/select";
export { Separator, type SeparatorProps } from "./components/separator/separator";
export {
  Sheet,
  SheetClose,
  SheetContent,
  type SheetContentProps,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  type SheetSide,
  SheetTitle,
  SheetTrigger,
  sheetSides,
} from "./components/sheet/sheet";
export {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  type SidebarMenuButtonProps,
  SidebarMenuItem,
  type SidebarProps,
  SidebarSeparator,
  SidebarTrigger,
  type SidebarTriggerProps,
} from "./components/sidebar/sidebar";
export {
  type SidebarContextValue,
  SidebarProvider,
  type SidebarProviderProps,
  useSidebar,
} from "./components/sidebar/sidebar-context";
export { Skeleton, type SkeletonProps } from "./components/skeleton/skeleton";
export { Switch, type SwitchProps } from "./components/switch/switch";
export {
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableLayout,
  type DataTableProps,
} from "./components/table/data-table";
export type { DataTableCardPlace } from "./components/table/data-table-cards";
export {
  DataTableLabelsProvider,
  defaultDataTableLabels,
} from "./components/table/data-table-labels";
export { Table } from "./components/table/table";
export {
  nextSort,
  pageCount,
  pageOf,
  type SortableValue,
  type SortDirection,
  type SortState,
  sortRows,
} from "./components/table/table-state";
export { Tabs } from "./components/tabs/tabs";
export { Textarea, type TextareaProps } from "./components/textarea/textarea";
export { ThemeMenu, type ThemeMenuProps } from "./components/theme-menu/theme-menu";
export {
  dismissToast,
  Toaster,
  type ToasterProps,
  toast,
  toastStore,
  useToast,
} from "./components/toast/toast";
export {
  createToastStore,
  type ToastEntry,
  type ToastHandle,
  type ToastOptions,
  type ToastStore,
  type ToastVariant,
} from "./components/toast/toast-store";
export { Tooltip, type TooltipProps } from "./components/tooltip/tooltip";
export * from "./constants";
export type { FontPreference, ThemePreference } from "./lib/preference-storage";
export { useIsMobile } from "./lib/use-is-mobile";
export { useMediaQuery } from "./lib/use-media-query";
export { isModifierShortcut, useModifierShortcut } from "./lib/use-modifier-shortcut";
export { applyThemeColor, type ResolvedTheme, themeColorFor } from "./theme/theme-color";
export {
  type FontContextValue,
  type ThemeContextValue,
  useFont,
  useTheme,
} from "./theme/theme-context";
export { ThemeProvider, type ThemeProviderProps } from "./theme/theme-provider";
