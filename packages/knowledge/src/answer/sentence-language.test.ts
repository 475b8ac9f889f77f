import { describe, expect, it } from "vitest";
import { nameLanguage, sentenceLanguage } from "./sentence-language";

describe("sentenceLanguage", () => {
  it.each([
    ["Vous devez ajouter un canal alpha à l’image pour l’utiliser.", "fr"],
    ["Le programme lsmod(8) formate le contenu de « /proc/modules ».", "fr"],
    ["You can find this filter in the image menu through Filters → Light and Shadow.", "en"],
    ["See also Section 7.8 for connecting to remote X client programs.", "en"],
  ])("reads %j as written in %s", (text, language) => {
    expect(sentenceLanguage(text)).toBe(language);
  });

  it.each([
    "Sauvegarde et restauration",
    "Martin Quinson, Jean-Luc Coulon",
    "apt-get install gdb gdb-doc",
    "La commande affiche « The following packages will be upgraded » puis la liste.",
    "Affichez « The list of the packages that will be upgraded ».",
    "Lancez ”im-config” from the shell.",
    "Choisissez Export As in the File menu.",
    "Sélectionnez Find and Replace in Files.",
  ])("tells no language for %j", (text) => {
    expect(sentenceLanguage(text)).toBeUndefined();
  });
});

describe("nameLanguage", () => {
  it.each([
    ["Authentication and access controls", "en"],
    ["The « Palettes » context menu", "en"],
    ["Le dialogue des palettes", "fr"],
    ["Exporter en JPEG", undefined],
    ["Options", undefined],
    ["Gestion des paquets with apt", undefined],
    ["Check-in en ligne", undefined],
    ["Support IT", undefined],
    ["SI units", undefined],
    ["Qu'est-ce qu'un paquet ?", "fr"],
  ])("reads %j as written in %s", (text, language) => {
    expect(nameLanguage(text)).toBe(language);
  });
});
