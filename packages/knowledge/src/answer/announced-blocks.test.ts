import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ExtractiveSite, extractiveSite } from "../testing/extractive-site";

/** A documentation site's pages, as the crawler reads them. */
const pages = {
  "installer.html": `<html><head><title>Installer Plume</title></head><body><main>
    <h1>Installer Plume</h1>
    <p>Plume est un éditeur de texte léger, pensé pour écrire de longs documents sans
    distraction. Il est distribué dans le dépôt officiel, qui le tient à jour avec les
    correctifs de sécurité. Avant de l'installer, mettez à jour la liste des paquets et
    vérifiez que vous avez les droits d'administration de la machine. L'installation ne demande
    ni redémarrage ni configuration particulière. La commande suivante installe le paquet
    plume :</p>
    <pre class="screen">$ sudo apt update
$ sudo apt install plume</pre>
    <p>Plume apparaît ensuite dans le menu des applications.</p>
  </main></body></html>`,
  "configurer.html": `<html><head><title>Configurer Plume</title></head><body><main>
    <h1>Configurer Plume</h1>
    <p>Le fichier de configuration de Plume se trouve dans votre dossier personnel.</p>
    <div class="example"><p class="title"><b>Exemple 3.1. Thème sombre et police à chasse
    fixe</b></p><div class="example-contents"><pre class="programlisting">[apparence]
thème = sombre
police = "DejaVu Sans Mono"
  taille = 12</pre></div></div>
  </main></body></html>`,
  "formats.html": `<html><head><title>Formats de fichiers</title></head><body><main>
    <h1>Formats de fichiers</h1>
    <p>Plume enregistre chaque document dans un dossier de votre choix, avec une copie de
    secours toutes les cinq minutes. Les documents ouverts par d'autres logiciels sont
    convertis à l'ouverture, sans que l'original soit jamais modifié : Plume n'écrit que dans
    le format que vous choisissez à l'enregistrement. Plume sait ouvrir et enregistrer les
    formats de fichiers suivants :</p>
    <div class="itemizedlist"><ul>
      <li><p>le texte brut, en UTF-8 ou en Latin-1, avec les fins de ligne de tous les systèmes ;</p></li>
      <li><p>le Markdown, avec ses tableaux, ses notes de bas de page et ses listes de tâches ;</p></li>
      <li><p>l'OpenDocument, pour échanger des documents avec LibreOffice et ses dérivés ;</p></li>
      <li><p>le HTML, pour publier un document sur le Web sans autre outil ;</p></li>
      <li><p>le PDF, en lecture seule, pour relire et annoter un document imprimé.</p></li>
    </ul></div>
  </main></body></html>`,
  "menu.html": `<html><head><title>Le menu principal</title></head><body><main>
    <h1>Le menu principal</h1>
    <p>Appuyez sur F10 pour ouvrir le menu principal de Plume. Le menu principal s'affiche
    alors comme ceci :</p>
    <div class="screenshot"><img src="menu.png" alt="Le menu principal de Plume"></div>
  </main></body></html>`,
};

let site: ExtractiveSite;

beforeAll(async () => {
  site = await extractiveSite("https://plume.example", pages);
});

afterAll(async () => {
  await site.close();
});

async function ask(question: string): Promise<string> {
  const result = await site.ask(question);
  expect(result.mode).toBe("extractive");
  return result.answer;
}

describe("an answer that announces a command, an example or a list", () => {
  it("carries the command it announces, as a code block", async () => {
    const answer = await ask("Quelle commande installe le paquet plume ?");
    expect(answer).toContain(
      "La commande suivante installe le paquet plume :\n\n```\n$ sudo apt update\n$ sudo apt install plume\n```",
    );
  });

  it("carries the listing an example's caption announces, the caption in bold", async () => {
    const answer = await ask("Un exemple de configuration avec un thème sombre ?");
    expect(answer).toContain(
      "**Exemple 3.1. Thème sombre et police à chasse fixe**\n\n" +
        '```\n[apparence]\nthème = sombre\npolice = "DejaVu Sans Mono"\n  taille = 12\n```',
    );
  });

  it("carries the whole list it announces as a Markdown list, past its usual length", async () => {
    const answer = await ask("Quels formats de fichiers Plume sait-il ouvrir et enregistrer ?");
    expect(answer).toContain(
      [
        "Plume sait ouvrir et enregistrer les formats de fichiers suivants :",
        "",
        "- le texte brut, en UTF-8 ou en Latin-1, avec les fins de ligne de tous les systèmes ;",
        "- le Markdown, avec ses tableaux, ses notes de bas de page et ses listes de tâches ;",
        "- l'OpenDocument, pour échanger des documents avec LibreOffice et ses dérivés ;",
        "- le HTML, pour publier un document sur le Web sans autre outil ;",
        "- le PDF, en lecture seule, pour relire et annoter un document imprimé.",
      ].join("\n"),
    );
    expect(answer.length).toBeGreaterThan(600);
  });

  it("leaves out an announcement with nothing to quote after it", async () => {
    const answer = await ask("Comment ouvrir le menu principal de Plume ?");
    expect(answer).toBe("Appuyez sur F10 pour ouvrir le menu principal de Plume.");
  });
});
