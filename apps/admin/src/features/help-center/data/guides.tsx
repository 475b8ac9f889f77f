import type { ReactNode } from "react";
import { HelpCenterScreenLink as ScreenLink } from "../components/help-center-screen-link";

export interface Guide {
  /** Anchor of the guide in the page, e.g. #creer-un-assistant. */
  id: string;
  title: string;
  summary: ReactNode;
  steps: readonly ReactNode[];
  tip?: ReactNode;
}

export interface Question {
  question: string;
  answer: ReactNode;
}

/** The guides, in the order a newcomer follows them. */
export const GUIDES: readonly Guide[] = [
  {
    id: "creer-un-assistant",
    title: "Créer un assistant",
    summary:
      "Un assistant répond aux visiteurs d'un site à partir de vos bases de connaissances. Commencez par lui donner un nom et un message d'accueil.",
    steps: [
      <>
        Ouvrez <ScreenLink to="/bots">Assistant IA</ScreenLink> et cliquez sur « Créer un
        assistant ».
      </>,
      "Donnez-lui un nom, celui que les visiteurs verront en haut de la fenêtre de discussion.",
      "Écrivez un message d'accueil court qui dit ce que l'assistant sait faire, par exemple « Bonjour ! Je réponds à vos questions sur les démarches de la mairie ».",
      "Choisissez le modèle de langage parmi ceux que propose le fournisseur du compte ; sans fournisseur configuré, ni pour le compte ni sur le serveur, le champ est grisé et l'assistant cite ses bases de connaissances. Le prompt système, si vous y avez accès, précise le ton et les limites des réponses rédigées par le modèle.",
      "Laissez l'assistant actif pour qu'il réponde aux visiteurs : désactivé, il ne s'affiche plus sur les sites.",
      "Dans sa fiche, ajoutez si besoin des bulles (messages d'accroche affichés près du bouton) et des raccourcis (questions fréquentes proposées en un clic).",
    ],
    tip: "Un assistant sans base de connaissances ne peut que dire qu'il ne sait pas : passez au guide suivant.",
  },
  {
    id: "ajouter-des-connaissances",
    title: "Ajouter des connaissances",
    summary:
      "L'assistant répond uniquement à partir de ce que vous lui donnez : des textes, les pages d'un site web ou des documents.",
    steps: [
      <>
        Ouvrez <ScreenLink to="/knowledge-base">Ajouter une base de connaissances</ScreenLink> et
        choisissez son type.
      </>,
      "Texte : collez un contenu rédigé, par exemple vos horaires, tarifs ou conditions. C'est le plus rapide à mettre à jour.",
      "Site web : donnez l'adresse de départ, la profondeur et le nombre de pages au plus ; les pages sont lues sur le même site, en respectant son fichier robots.txt. Ajoutez les adresses à ignorer (pages de connexion, archives…).",
      "Documents : déposez des fichiers PDF, Word (DOCX), Markdown, texte ou HTML.",
      <>
        Suivez la lecture des pages et des documents dans{" "}
        <ScreenLink to="/tasks">Tâches</ScreenLink>&nbsp;: la progression s'affiche page par page,
        avec les erreurs éventuelles et un bouton pour relancer.
      </>,
      <>
        Reliez enfin la base à l'assistant depuis sa fiche dans{" "}
        <ScreenLink to="/bots">Assistant IA</ScreenLink>&nbsp;: il ne répond qu'à partir des bases
        qui lui sont reliées.
      </>,
    ],
    tip: "Écrivez avec les mots de vos visiteurs : une base qui dit « carte d'identité » répond mieux à « CNI » si elle mentionne aussi ce sigle.",
  },
  {
    id: "integrer-a-un-site",
    title: "Intégrer l'assistant à un site",
    summary:
      "Une seule balise suffit : elle affiche le bouton de discussion et ouvre l'assistant par-dessus la page.",
    steps: [
      <>
        Ouvrez <ScreenLink to="/apps">Applications</ScreenLink> et repérez la carte de l'assistant.
      </>,
      "Dans « Sites autorisés », ajoutez l'origine de chaque site qui affichera l'assistant, sous la forme https://www.example.org (sans chemin), puis enregistrez. Une liste vide autorise tous les sites.",
      "Copiez la balise script et collez-la avant la fin du <body> de chaque page du site, ou dans le modèle commun à toutes les pages.",
      "Pour un site en React, copiez plutôt le code React et installez le paquet indiqué.",
      "Ouvrez votre site : le bouton de discussion apparaît en bas à droite. Les visiteurs acceptent la politique de confidentialité avant leur première question.",
    ],
    tip: "Limitez les sites autorisés dès la mise en ligne : un autre site ne pourra pas afficher votre assistant à votre place.",
  },
  {
    id: "ameliorer-les-reponses",
    title: "Améliorer les réponses",
    summary:
      "Les visiteurs notent chaque réponse d'un pouce levé ou baissé. Les réponses mal notées montrent ce qui manque dans vos bases.",
    steps: [
      <>
        Ouvrez <ScreenLink to="/chats">Conversations</ScreenLink> et choisissez l'assistant.
      </>,
      "Activez « Seulement les réponses mal notées » pour ne garder que les conversations où un visiteur a jugé une réponse inutile.",
      "Ouvrez une conversation : les réponses mal notées sont surlignées, avec les sources utilisées et l'extrait de chacune.",
      <>
        Si l'information manque ou est fausse, complétez ou corrigez la base concernée dans{" "}
        <ScreenLink to="/knowledge_bases">Bases de connaissances</ScreenLink>, puis posez de nouveau
        la question dans la fenêtre de discussion pour vérifier.
      </>,
      <>
        Pour une question précise, écrivez vous-même la réponse à donner&nbsp;: «&nbsp;Corriger
        cette réponse&nbsp;» dans une conversation, «&nbsp;Écrire la réponse&nbsp;» dans{" "}
        <ScreenLink to="/improvements">À améliorer</ScreenLink>, ou{" "}
        <ScreenLink to="/curated-answers">Réponses validées</ScreenLink>. Les visiteurs qui la
        posent, même en d'autres mots proches, reçoivent cette réponse, présentée comme validée par
        votre équipe.
      </>,
      <>
        Gardez les questions qui comptent dans <ScreenLink to="/assistant-tests">Tests</ScreenLink>,
        chacune avec ce qu'est une bonne réponse&nbsp;: elles sont posées de nouveau à l'assistant
        après chaque changement de ses connaissances ou de ses réponses validées, et les membres de
        son compte sont prévenus par e-mail quand l'une d'elles, qui réussissait, échoue.
      </>,
    ],
  },
];

/** Short answers to what owners ask most often. */
export const QUESTIONS: readonly Question[] = [
  {
    question: "Pourquoi l'assistant répond-il qu'il ne sait pas ?",
    answer: (
      <>
        Il ne répond qu'à partir des bases de connaissances reliées à lui, et le dit plutôt que
        d'inventer quand il n'y trouve rien de pertinent. Vérifiez qu'une base est reliée à
        l'assistant, que sa lecture est terminée dans <ScreenLink to="/tasks">Tâches</ScreenLink>,
        et qu'elle contient bien la réponse, avec les mots que les visiteurs emploient.
      </>
    ),
  },
  {
    question: "Comment voir les réponses mal notées ?",
    answer: (
      <>
        Dans <ScreenLink to="/chats">Conversations</ScreenLink>, choisissez l'assistant puis activez
        « Seulement les réponses mal notées ». Chaque conversation ouverte montre la réponse
        surlignée, sa note et ses sources.
      </>
    ),
  },
  {
    question: "L'assistant ne s'affiche pas sur mon site : que vérifier ?",
    answer: (
      <>
        Que l'assistant est actif dans <ScreenLink to="/bots">Assistant IA</ScreenLink>, que la
        balise script est bien présente dans la page, et que l'origine exacte du site (avec ou sans
        « www », en https://) figure dans les sites autorisés d'
        <ScreenLink to="/apps">Applications</ScreenLink>, ou que la liste est vide.
      </>
    ),
  },
  {
    question: "J'ai modifié mon site : l'assistant le sait-il ?",
    answer: (
      <>
        Pas tout seul. Relancez la lecture de la base « Site web » concernée depuis{" "}
        <ScreenLink to="/knowledge_bases">Bases de connaissances</ScreenLink>, puis suivez-la dans{" "}
        <ScreenLink to="/tasks">Tâches</ScreenLink>. Une base « Texte » modifiée est indexée de
        nouveau d'elle-même.
      </>
    ),
  },
  {
    question: "Les visiteurs doivent-ils créer un compte ?",
    answer:
      "Non. Ils acceptent une fois la politique de confidentialité, puis posent leurs questions. Ils peuvent réinitialiser la discussion à tout moment.",
  },
];
