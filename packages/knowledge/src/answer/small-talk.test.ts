import { describe, expect, it } from "vitest";
import { FIXED_REPLIES } from "./replies";
import { smallTalkOf, smallTalkReply, smallTalkWording } from "./small-talk";

describe("smallTalkOf", () => {
  it.each([
    ["Bonjour", "greeting"],
    ["bonjour", "greeting"],
    ["BONJOUR !", "greeting"],
    ["Bonjour !", "greeting"],
    ["Bonjouuuur", "greeting"],
    ["Salut !", "greeting"],
    ["salut", "greeting"],
    ["Coucou 😊", "greeting"],
    ["Bonsoir madame", "greeting"],
    ["Bonjour à tous", "greeting"],
    ["Re-bonjour", "greeting"],
    ["re", "greeting"],
    ["Allô ?", "greeting"],
    ["allo", "greeting"],
    ["bjr", "greeting"],
    ["Hello", "greeting"],
    ["hellooo", "greeting"],
    ["Hi there!", "greeting"],
    ["Hey 👋", "greeting"],
    ["Good morning", "greeting"],
    ["merci", "thanks"],
    ["Merci", "thanks"],
    ["Merci !", "thanks"],
    ["merciii", "thanks"],
    ["MERCIIII!!!", "thanks"],
    ["Merci beaucoup", "thanks"],
    ["merci beaucoup !!", "thanks"],
    ["Merciii beaucouuup", "thanks"],
    ["Merci bien", "thanks"],
    ["Merci infiniment 🙏", "thanks"],
    ["Merci encore", "thanks"],
    ["Encore merci", "thanks"],
    ["Mille mercis", "thanks"],
    ["Un grand merci à vous", "thanks"],
    ["Merci pour votre aide", "thanks"],
    ["merci pour l'info", "thanks"],
    ["Merci pour l’information", "thanks"],
    ["Merci d'avance", "thanks"],
    ["Je vous remercie", "thanks"],
    ["C'est très gentil, merci", "thanks"],
    ["ok merci", "thanks"],
    ["Ok, merci !", "thanks"],
    ["D'accord merci", "thanks"],
    ["Super, merci beaucoup pour les infos !", "thanks"],
    ["Parfait merci", "thanks"],
    ["Non merci", "thanks"],
    ["bonjour, merci", "thanks"],
    ["Merci Léa !", "thanks"],
    ["thanks", "thanks"],
    ["Thanks!", "thanks"],
    ["Thank you", "thanks"],
    ["thank you very much", "thanks"],
    ["Thanks a lot for your help", "thanks"],
    ["thx", "thanks"],
    ["Au revoir", "farewell"],
    ["au revoir !", "farewell"],
    ["aurevoir", "farewell"],
    ["Bonne journée", "farewell"],
    ["bonne journee", "farewell"],
    ["Bonnnne journéeee !", "farewell"],
    ["Bonne soirée à vous aussi", "farewell"],
    ["Bonne fin de journée", "farewell"],
    ["Bon week-end", "farewell"],
    ["À bientôt", "farewell"],
    ["a bientot", "farewell"],
    ["À plus tard", "farewell"],
    ["Merci, au revoir", "farewell"],
    ["Merci et bonne journée !", "farewell"],
    ["ok merci au revoir", "farewell"],
    ["Bye", "farewell"],
    ["bye bye", "farewell"],
    ["Goodbye!", "farewell"],
    ["See you soon", "farewell"],
    ["Have a nice day", "farewell"],
    ["ok", "acknowledgement"],
    ["OK", "acknowledgement"],
    ["Okkkk", "acknowledgement"],
    ["okay", "acknowledgement"],
    ["D'accord", "acknowledgement"],
    ["d accord", "acknowledgement"],
    ["daccord", "acknowledgement"],
    ["Ah d'accord", "acknowledgement"],
    ["Ça marche", "acknowledgement"],
    ["ca marche", "acknowledgement"],
    ["Parfait !", "acknowledgement"],
    ["Super", "acknowledgement"],
    ["Génial 👍", "acknowledgement"],
    ["Très bien", "acknowledgement"],
    ["C'est noté", "acknowledgement"],
    ["Bien reçu", "acknowledgement"],
    ["Compris", "acknowledgement"],
    ["Got it", "acknowledgement"],
    ["Great, perfect", "acknowledgement"],
    ["oui", "acknowledgement"],
    ["Ouiii !", "acknowledgement"],
    ["ouais ok", "acknowledgement"],
    ["Yes", "acknowledgement"],
    ["👍", "acknowledgement"],
    ["👍🏽", "acknowledgement"],
    ["🙂", "acknowledgement"],
    ["👌 !", "acknowledgement"],
    ["❤️", "thanks"],
    ["👍 🙏", "thanks"],
    ["👋", "greeting"],
    ["ça va ?", "wellbeing"],
    ["Ça va ?", "wellbeing"],
    ["ca va", "wellbeing"],
    ["Comment ça va ?", "wellbeing"],
    ["comment ca va ??", "wellbeing"],
    ["Ça roule ?", "wellbeing"],
    ["Comment allez-vous ?", "wellbeing"],
    ["Vous allez bien ?", "wellbeing"],
    ["Salut, comment ça va ?", "wellbeing"],
    ["Bonjour Léa, ça va ?", "wellbeing"],
    ["Ça va, et vous ?", "wellbeing"],
    ["How are you?", "wellbeing"],
    ["Hi, how's it going?", "wellbeing"],
    ["non", "declining"],
    ["Non !", "declining"],
    ["Non, c'est tout", "declining"],
    ["non ça va", "declining"],
    ["Pas pour l'instant", "declining"],
    ["No", "declining"],
    ["nope", "declining"],
    ["Non merci, au revoir", "farewell"],
    ["?", "wordless"],
    ["??", "wordless"],
    ["...", "wordless"],
    ["…", "wordless"],
    ["!!!", "wordless"],
    ["🤔", "wordless"],
    ["👎", "wordless"],
  ])("reads %j as %s", (message, said) => {
    expect(smallTalkOf(message, "Léa")).toBe(said);
  });

  it.each([
    // A question beside the courtesy is a question.
    "Bonjour, quels sont vos horaires ?",
    "Bonjour quels sont vos horaires",
    "merci, et pour le stationnement ?",
    "Merci ! Et le samedi ?",
    "Bonjour, je voudrais inscrire mon enfant à la cantine",
    "Bonjour, j'ai perdu mon mot de passe",
    "Hello, how do I reset my password?",
    "Thanks, but what about parking?",
    "ok et pour les tarifs ?",
    "Merci de me rappeler",
    "Merci mais ça ne répond pas à ma question",
    "Je vous remercie de m'indiquer la marche à suivre",
    "Bonne journée pour aller à la piscine ?",
    "super marché",
    "Au revoir ou à bientôt 2",
    "merci 3 fois",
    // A question that opens with « oui » or « non », or holds « ça va ».
    "Est-ce que ça va marcher avec Windows ?",
    "Ça va coûter combien ?",
    "Comment ça marche ?",
    "Oui mais comment installer le paquet ?",
    "Non, je cherche les horaires de la piscine",
    "Yes, how do I reset my password?",
    "How do you do that?",
    "C'est tout ce que vous savez ?",
    // Companions alone say nothing.
    "beaucoup",
    "à vous aussi",
    "très",
    "pour votre aide",
    "et",
    // Nothing to read, or nothing of small talk.
    "",
    "   ",
    "Horaires",
    "42",
    "Bonjour Paul",
  ])("reads %j as no small talk", (message) => {
    expect(smallTalkOf(message, "Léa")).toBeUndefined();
  });

  it("lets the bot's name go with small talk, whatever its capitals and accents", () => {
    expect(smallTalkOf("Bonjour Assistant IA !", "Assistant IA")).toBe("greeting");
    expect(smallTalkOf("merci assistant ia", "Assistant IA")).toBe("thanks");
    expect(smallTalkOf("Bonjour Assistant", "Assistant IA")).toBeUndefined();
    expect(smallTalkOf("Assistant IA", "Assistant IA")).toBeUndefined();
    expect(smallTalkOf("Bonjour Léa")).toBeUndefined();
  });

  it("reads a long message in time proportional to its length", () => {
    // What would make a backtracking pattern take exponential time: words of phrases that
    // almost make one, over and over, then one that makes nothing.
    const long = `${"bonne fin de ".repeat(300)}x`;
    const started = performance.now();
    expect(smallTalkOf(long)).toBeUndefined();
    expect(smallTalkOf(`${"comment ça ".repeat(300)}marche`)).toBeUndefined();
    expect(smallTalkOf("merci ".repeat(1000))).toBe("thanks");
    expect(smallTalkOf("?!".repeat(1000))).toBe("wordless");
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe("smallTalkReply", () => {
  it("greets back in the bot's language, naming the bot, and invites a question", () => {
    expect(smallTalkReply("Bonjour !", { name: "Léa", language: "fr" })).toBe(
      "Bonjour\u00a0! Je suis Léa, comment puis-je vous aider\u00a0?",
    );
    expect(smallTalkReply("hello", { name: "Léa", language: "en" })).toBe(
      "Hello! I am Léa, how can I help you?",
    );
    // A name written as Markdown would render otherwise: it reads as the widget's header shows it.
    expect(smallTalkReply("Salut", { name: "Assistant *IA*" })).toBe(
      "Bonjour\u00a0! Je suis Assistant \\*IA\\*, comment puis-je vous aider\u00a0?",
    );
  });

  it("answers thanks, a goodbye and an acknowledgement each in kind, in French by default", () => {
    const bot = { name: "Léa" };
    expect(smallTalkReply("Merci beaucoup", bot)).toBe(FIXED_REPLIES.fr.smallTalk.thanks("Léa"));
    expect(smallTalkReply("Merci beaucoup", bot)).toMatch(/^Avec plaisir/);
    expect(smallTalkReply("au revoir", bot)).toBe("Au revoir, et à bientôt\u00a0!");
    expect(smallTalkReply("ok", { ...bot, language: "de" })).toBe(
      FIXED_REPLIES.fr.smallTalk.acknowledgement("Léa"),
    );
    expect(smallTalkReply("thanks", { ...bot, language: "en" })).toBe(
      "You're welcome! Feel free to ask if you have another question.",
    );
  });

  it("answers a « ça va ? » as well, and invites the question", () => {
    expect(smallTalkReply("Comment ça va ?", { name: "Léa" })).toBe(
      "Je vais bien, merci de demander\u00a0! En quoi puis-je vous aider\u00a0?",
    );
    expect(smallTalkReply("How are you?", { name: "Léa", language: "en" })).toBe(
      "I'm doing well, thanks for asking! How can I help you?",
    );
  });

  it("answers a yes, a no or a 👍 with a short reply that leaves the door open", () => {
    const bot = { name: "Léa" };
    const acknowledged = FIXED_REPLIES.fr.smallTalk.acknowledgement("Léa");
    expect(smallTalkReply("oui", bot)).toBe(acknowledged);
    expect(smallTalkReply("d'accord", bot)).toBe(acknowledged);
    expect(smallTalkReply("👍", bot)).toBe(acknowledged);
    expect(acknowledged).toMatch(/autre question\.$/);
    expect(smallTalkReply("non", bot)).toBe(
      "Entendu\u00a0! Je reste à votre disposition si une question vous vient.",
    );
    expect(smallTalkReply("no", { ...bot, language: "en" })).toBe(
      "Understood! I'm here if a question comes to mind.",
    );
  });

  it("asks for the question when the message holds only punctuation", () => {
    expect(smallTalkReply("?", { name: "Léa" })).toBe(
      "Je vous écoute\u00a0: quelle est votre question\u00a0?",
    );
    expect(smallTalkReply("...", { name: "Léa", language: "en" })).toBe(
      "I'm listening: what is your question?",
    );
  });

  it("leaves a question to be answered", () => {
    expect(smallTalkReply("Bonjour, quels sont vos horaires ?", { name: "Léa" })).toBeUndefined();
  });
});

describe("smallTalkWording", () => {
  const wordings = [
    { id: 1, wording: "Bonjour" },
    { id: 2, wording: "Quels sont vos horaires ?" },
    { id: 3, wording: "Bonsoir" },
    { id: 4, wording: "Merci" },
    { id: 5, wording: "Merci beaucoup Léa" },
  ];
  const chosen = (message: string) => smallTalkWording(message, wordings, "Léa")?.id;

  it("finds the wording saying the same small talk, in other words too", () => {
    expect(chosen("Bonjour !")).toBe(1);
    expect(chosen("Salut Léa 👋")).toBe(1);
    expect(chosen("hello")).toBe(1);
    expect(chosen("ok merci")).toBe(4);
    expect(chosen("Mille mercis")).toBe(4);
  });

  it("prefers the one sharing the message's words, companions and the bot's name aside", () => {
    expect(chosen("Bonsoir à tous")).toBe(3);
    expect(chosen("Merci beaucoup")).toBe(4);
    expect(chosen("Merci Léa")).toBe(4);
  });

  it("finds the owner's words for a « ça va ? » or an emoji alone", () => {
    const owned = [
      { id: 1, wording: "Bonjour" },
      { id: 2, wording: "Comment allez-vous ?" },
      { id: 3, wording: "Ok" },
    ];
    expect(smallTalkWording("ça va ?", owned)?.id).toBe(2);
    expect(smallTalkWording("👍", owned)?.id).toBe(3);
    expect(smallTalkWording("?", owned)).toBeUndefined();
  });

  it("finds none for a question, or for small talk no wording says", () => {
    expect(chosen("Bonjour, quels sont vos horaires ?")).toBeUndefined();
    expect(chosen("Au revoir")).toBeUndefined();
    expect(smallTalkWording("Bonjour", [])).toBeUndefined();
  });
});
