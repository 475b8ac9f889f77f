import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ExtractiveSite, extractiveSite } from "../testing/extractive-site";

const LONG_TAIL =
  "le lundi, le mardi et le jeudi pendant les vacances scolaires comme pendant le reste de " +
  "l'année, sauf les jours fériés et les deux semaines de vidange du mois de septembre";

/** A town's page on its pool, as the crawler reads it. */
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
});
