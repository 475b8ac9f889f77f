import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { repositoryProblems, typographyProblems } from "./french-typography.mjs";

const NBSP = "\u00a0";
const lines = (source, fileName = "text.tsx") =>
  typographyProblems(fileName, source).map(({ line }) => line);

describe("French typography", () => {
  it("wants a no-break space before : ; ? ! and inside « »", () => {
    assert.deepEqual(lines('const a = "Erreurs :";\nconst b = "Une question ?";'), [1, 2]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal
    assert.deepEqual(lines("const a = `Relancez la tâche ; ${x} ! `;"), [1, 1]);
    assert.deepEqual(lines('const a = "Le bouton « Envoyer »";'), [1]);
    assert.deepEqual(lines("const a = <p>Aucun assistant pour l'instant : créez-en un</p>;"), [1]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal
    assert.deepEqual(lines("const a = `${count} : pages non lues`;"), [1]);
  });

  it("reads a text cut in pieces whole", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal
    assert.deepEqual(lines("const a = `Bienvenue, ${name} !`;"), [1]);
    assert.deepEqual(lines("const a = <p>Bienvenue, {name} !</p>;"), [1]);
    assert.deepEqual(lines("const a = <p>Suivez-la dans <A>Tâches</A> : la progression</p>;"), [1]);
    assert.deepEqual(lines('const a = <p>\n  Ouvrez{" "}\n  <A>Tâches</A> ; puis\n</p>;'), [3]);
    assert.deepEqual(
      lines('const a =\n  "Ce que sait faire cet assistant " +\n  ": il répond";'),
      [2],
    );
    assert.deepEqual(lines(`const a = "Ce que sait faire cet assistant${NBSP} : il répond";`), [1]);
  });

  it("takes texts written with it, code and listed characters as they are", () => {
    assert.deepEqual(lines(`const a = "Erreurs${NBSP}:";\nconst b = "«${NBSP}x${NBSP}»";`), []);
    assert.deepEqual(lines("const a = b ? c : d;\nconst t: T = x;"), []);
    assert.deepEqual(lines('const a = "lettres, chiffres et . _ : / @ + -";'), []);
    assert.deepEqual(lines('const a = "|:---|---:|";\nconst u = "https://a.example";'), []);
    assert.deepEqual(lines("const a = <p>Voir&nbsp;: ceci</p>;"), []);
    assert.deepEqual(lines("const a = <p>Dans <A>Tâches</A>&nbsp;: la progression</p>;"), []);
    assert.deepEqual(lines(`const a = \`Bienvenue, \${name}${NBSP}!\`;`), []);
    assert.deepEqual(lines('const a = x + " : " + y;\nconst b = <p>{n} !</p>;'), []);
  });

  it("leaves the specification's texts as it writes them", () => {
    assert.deepEqual(lines(`const a = "Oops! Something went wrong :')";`), []);
  });

  it("holds for every text of the apps and packages", () => {
    const root = new URL("..", import.meta.url).pathname;
    assert.deepEqual(repositoryProblems(root), []);
  });
});
