import { CURATED_ANSWER_CSV_COLUMNS } from "@org/api-client";

/** What each column holds, in the order of the file. */
const COLUMNS: readonly { field: keyof typeof CURATED_ANSWER_CSV_COLUMNS; says: string }[] = [
  { field: "question", says: "la question, telle qu'un visiteur la pose" },
  {
    field: "wordings",
    says: "ses autres formulations, une par ligne de la cellule (peut rester vide)",
  },
  { field: "answer", says: "la réponse, en Markdown" },
  {
    field: "link",
    says: "l'adresse de la page donnée comme source de la réponse (peut rester vide, ou la colonne manquer)",
  },
];

/** What an imported file holds: the columns of the exported one, in the same order. */
export function CuratedAnswersCsvFormat() {
  return (
    <section aria-label="Format attendu" className="grid gap-2 text-sm">
      <p className="m-0">
        Une première ligne qui nomme les colonnes, puis une réponse par ligne, séparées par des
        points-virgules (ce qu'écrit un tableur en français) ou des virgules&nbsp;:
      </p>
      <code className="w-fit rounded bg-muted px-2 py-1">
        {COLUMNS.map((column) => CURATED_ANSWER_CSV_COLUMNS[column.field]).join(";")}
      </code>
      <ul className="m-0 grid gap-1 pl-5">
        {COLUMNS.map((column) => (
          <li key={column.field}>
            <code>{CURATED_ANSWER_CSV_COLUMNS[column.field]}</code>&nbsp;: {column.says}
          </li>
        ))}
      </ul>
      <p className="m-0 text-muted-foreground">
        Le fichier exporté suit ce format&nbsp;: exportez-le, complétez-le dans un tableur, puis
        importez-le. Les fichiers aux colonnes{" "}
        <code>{Object.keys(CURATED_ANSWER_CSV_COLUMNS).join(",")}</code>, exportés auparavant,
        s'importent aussi.
      </p>
    </section>
  );
}
