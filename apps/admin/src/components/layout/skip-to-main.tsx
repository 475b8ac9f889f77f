/** The first stop of the keyboard: jumps over the navigation to the screen's content. */
export function SkipToMain() {
  return (
    <a
      href="#main-content"
      className="fixed left-4 top-4 z-50 -translate-y-24 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:translate-y-0"
    >
      Aller au contenu principal
    </a>
  );
}
