import { Link } from "react-router";

/** The empty state of a screen about assistants, pointing to where they are created. */
export function NoAssistantsYet({ purpose }: { purpose: string }) {
  return (
    <p className="m-0 rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
      Aucun assistant pour l'instant : créez-en un dans{" "}
      <Link to="/bots" className="text-accent-11 underline">
        Assistant IA
      </Link>{" "}
      pour {purpose}.
    </p>
  );
}
