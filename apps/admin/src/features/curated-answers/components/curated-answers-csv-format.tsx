const COLUMNS = [
  { name: "question", says: "la question, telle qu'un visiteur la pose" },
  {
    name: "wordings",
    says: "ses autres formulations, une par ligne de la cellule (peut rester vide)",
  },
  { name: "answer", says: "la réponse, en Markdown" },
  {
    name: "link",
    says: "l'adresse de la page donnée comme source de la réponse (peut rester vide, ou la colonne manquer)",
  },
] as const;

/** What an imported file holds: the columns of the exported one, in the same order. */
export function CuratedAnswersCsvFormat() {
  return (
    <section aria-label="Format attendu" className="grid gap-2 text-sm">
      <p className="m-0">
        Une première ligne qui nomme les colonnes, puis une réponse par ligne, séparées par des
        virgules ou des points-virgules (ce qu'écrit Excel en français)&nbsp;:
      </p>
      <code className="w-fit rounded bg-muted px-2 py-1">
        {COLUMNS.map((column) => column.name).join(",")}
      </code>
      <ul className="m-0 grid gap-1 pl-5">
        {COLUMNS.map((column) => (
          <li key={column.name}>
            <code>{column.name}</code>&nbsp;: {column.says}
          </li>
        ))}
      </ul>
      <p className="m-0 text-muted-foreground">
        Le fichier exporté suit ce format&nbsp;: exportez-le, complétez-le dans un tableur, puis
        importez-le.
      </p>
    </section>
  );
}
