import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ExtractiveSite, extractiveSite } from "../testing/extractive-site";

const LONG_TAIL =
  "le lundi, le mardi et le jeudi pendant les vacances scolaires comme pendant le reste de " +
  "l'année, sauf les jours fériés et les deux semaines de vidange du mois de septembre";

/** The end of a paragraph the next passage repeats: words, from a name written in lower case. */
const SHARED_TAIL =
  "zypper est l'outil commun sur lequel reposent ces programmes : en plus de l'interface " +
  "graphique, les mises à jour automatiques passent par zypper.";

/** A town's page on its pool, and a manual's page on its package manager, as the crawler reads them. */
const pages = {
  "piscine.html": `<html><head><title>Piscine municipale</title></head><body><main>
    <h1>Piscine municipale</h1>
    <p>La piscine municipale accueille les nageurs toute l'année dans un cadre rénové. Elle
    compte un bassin sportif de vingt-cinq mètres, un bassin d'apprentissage et une pataugeoire.
    Le bassin nordique, extérieur, reste ouvert l'hiver : le bassin nordique est chauffé et le
    bassin nordique accueille les clubs le samedi. Les vestiaires sont collectifs, avec des
    cabines individuelles et des casiers fermés par une pièce rendue à la sortie.</p>
    <p>Les couloirs de nage de la piscine se réservent à l'accueil, au plus tôt une semaine à
    l'avance, ${LONG_TAIL}.</p>
    <p>La réservation est confirmée par un ticket à présenter au maître-nageur, qui vous indique
    votre couloir ; un ticket perdu peut être réimprimé à l'accueil sur présentation de la carte
    d'abonnement.</p>
  </main></body></html>`,
  "paquets.html": `<html><head><title>Gestion des paquets</title></head><body><main>
    <h1>Gestion des paquets</h1>
    <p>Installer un logiciel demande de télécharger ses paquets, de vérifier leurs signatures et
    de les installer dans le bon ordre. Ces tâches sont pénibles et des programmes s'en chargent
    à votre place. ${SHARED_TAIL}</p>
    <p>La commande zypper install suivie du nom du paquet télécharge le paquet et ceux dont il
    dépend, puis les installe dans l'ordre voulu. Elle affiche d'abord la liste des paquets
    concernés et la place qu'ils occuperont sur le disque, et attend votre accord avant de
    commencer. Une installation interrompue reprend là où elle s'était arrêtée à la commande
    suivante, sans télécharger de nouveau les paquets déjà reçus. Les paquets téléchargés sont
    gardés dans un cache, vidé par la commande zypper clean quand la place vient à manquer sur le
    disque de la machine.</p>
  </main></body></html>`,
};

let site: ExtractiveSite;

beforeAll(async () => {
  site = await extractiveSite("https://sports.example", pages);
});

afterAll(async () => {
  await site.close();
});

describe("an answer at the end of a passage", () => {
  it("reads on into the next passage of the section when the quoted one ends", async () => {
    const { rows } = await site.db.query<{ content: string }>(
      "SELECT content FROM knowledge_chunks WHERE url = $1 ORDER BY position",
      ["https://sports.example/piscine.html"],
    );
    // The section is cut in two passages: the question's words in the first, the fact after.
    expect(rows).toHaveLength(2);
    expect(rows[0]?.content).toContain("Les couloirs de nage de la piscine se réservent");
    expect(rows[0]?.content).not.toContain("ticket");
    const { mode, answer } = await site.ask("Comment réserver un couloir de nage à la piscine ?");
    expect(mode).toBe("extractive");
    expect(answer).toContain(
      `Les couloirs de nage de la piscine se réservent à l'accueil, au plus tôt une semaine à l'avance, ${LONG_TAIL}.\n\n` +
        "La réservation est confirmée par un ticket à présenter au maître-nageur",
    );
  });

  it("does not repeat the end of the quoted passage that the next one starts with", async () => {
    const { rows } = await site.db.query<{ content: string }>(
      "SELECT content FROM knowledge_chunks WHERE url = $1 ORDER BY position",
      ["https://sports.example/paquets.html"],
    );
    // The second passage starts with the words the first ends with.
    expect(rows).toHaveLength(2);
    expect(rows[0]?.content.endsWith(SHARED_TAIL)).toBe(true);
    expect(rows[1]?.content.startsWith(SHARED_TAIL)).toBe(true);
    const { answer } = await site.ask(
      "Sur quoi reposent les programmes qui vérifient les signatures des paquets, zypper ?",
    );
    expect(answer).toContain(
      `${SHARED_TAIL}\n\nLa commande zypper install suivie du nom du paquet`,
    );
    expect(answer.split(SHARED_TAIL)).toHaveLength(2);
  });
});
