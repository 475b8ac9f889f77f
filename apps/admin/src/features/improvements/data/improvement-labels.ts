import type { MissedQuestionStatus, MissKind } from "@org/api-client";
import type { BadgeVariant } from "@org/ui";
import { CheckIcon, CounterClockwiseClockIcon, EyeNoneIcon } from "@radix-ui/react-icons";
import type { ComponentType } from "react";

export interface MissKindLabels {
  /** On a badge of one answer or of a question's count. */
  label: string;
  /** In the filter of the list. */
  filter: string;
  /** Why an answer counts as missed this way, as the owner reads it. */
  hint: string;
  /** In the address of the screen. */
  param: string;
  /** A miss of the assistant's own stands out in red, as in Conversations. */
  variant: BadgeVariant;
}

/** The ways an answer is missed, as the screen names them, in the order it shows them. */
export const MISS_KINDS: Record<MissKind, MissKindLabels> = {
  no_answer: {
    label: "Sans réponse",
    filter: "Sans réponse",
    hint: "Rien de pertinent n'a été trouvé dans la base de connaissances\u00a0: l'assistant a dit qu'il ne savait pas.",
    param: "sans-reponse",
    variant: "destructive",
  },
  disliked: {
    label: "Mal notée",
    filter: "Mal notées",
    hint: "Le visiteur a jugé la réponse inutile.",
    param: "mal-notees",
    variant: "secondary",
  },
  low_confidence: {
    label: "Source peu sûre",
    filter: "Source peu sûre",
    hint: "Le passage sur lequel s'appuie la réponse couvrait moins de la moitié de la question.",
    param: "source-peu-sure",
    variant: "outline",
  },
};

/** What the filter reads when it keeps every kind. */
export const ALL_KINDS_LABEL = "Tous les types";

export interface QuestionStatusLabels {
  /** In the filter of the list. */
  filter: string;
  /** In the address of the screen. */
  param: string;
  /** The button that marks a question so, and its picture. */
  action: string;
  icon: ComponentType<{ "aria-hidden"?: boolean }>;
  /** The toast once it is marked, and what follows from it. */
  done: { title: string; description: string };
  /** The same for several questions picked in the list, `count` of them (two or more). */
  several: { action: string; done: (count: number) => { title: string; description: string } };
  /** When it was marked so, on the question; nothing for a question to do. */
  markedOn: ((date: string) => string) | null;
  /** What the list says when it holds none, for the assistant named. */
  empty: (botName: string) => string;
}

/** What the owner made of a question, as the screen says it. */
export const QUESTION_STATUSES: Record<MissedQuestionStatus, QuestionStatusLabels> = {
  todo: {
    filter: "À faire",
    param: "a-faire",
    action: "Remettre à faire",
    icon: CounterClockwiseClockIcon,
    done: {
      title: "Question remise à faire",
      description: "Elle figure de nouveau parmi les questions à faire.",
    },
    several: {
      action: "Remettre à faire",
      done: (count) => ({
        title: `${count} questions remises à faire`,
        description: "Elles figurent de nouveau parmi les questions à faire.",
      }),
    },
    markedOn: null,
    empty: (botName) => `Aucune question à améliorer pour ${botName} sur cette période.`,
  },
  fixed: {
    filter: "Corrigées",
    param: "corrigees",
    action: "Marquer comme corrigée",
    icon: CheckIcon,
    done: {
      title: "Question marquée comme corrigée",
      description:
        "Si l'assistant la manque de nouveau, elle reviendra dans les questions à faire.",
    },
    several: {
      action: "Marquer comme corrigées",
      done: (count) => ({
        title: `${count} questions marquées comme corrigées`,
        description:
          "Celles que l'assistant manquera de nouveau reviendront dans les questions à faire.",
      }),
    },
    markedOn: (date) => `Marquée comme corrigée le ${date}`,
    empty: (botName) => `Aucune question corrigée pour ${botName} sur cette période.`,
  },
  ignored: {
    filter: "Ignorées",
    param: "ignorees",
    action: "Ignorer",
    icon: EyeNoneIcon,
    done: {
      title: "Question ignorée",
      description: "Elle reste ignorée, même si l'assistant la manque de nouveau.",
    },
    several: {
      action: "Ignorer",
      done: (count) => ({
        title: `${count} questions ignorées`,
        description: "Elles restent ignorées, même si l'assistant les manque de nouveau.",
      }),
    },
    markedOn: (date) => `Ignorée le ${date}`,
    empty: (botName) => `Aucune question ignorée pour ${botName} sur cette période.`,
  },
};

/** The marks a question is offered, the way forward first: fixed, then ignored, then back to do. */
export const STATUS_ACTIONS: readonly MissedQuestionStatus[] = ["fixed", "ignored", "todo"];

/** A question to do again because it was missed after being marked fixed. */
export const REOPENED = {
  label: "Revenue",
  hint: "Marquée comme corrigée, puis manquée de nouveau\u00a0: elle est revenue dans les questions à faire.",
};
