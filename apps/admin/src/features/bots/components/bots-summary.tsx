import { type Bot, type KnowledgeBase, PERMISSION, visitorPrivacyUrl } from "@org/api-client";
import { documentQueries, useApiClient, useKnowledgeBases } from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { KnowledgeKindBadge } from "@/components/knowledge-kind-badge";
import { answeredBy } from "../data/answer-mode";
import {
  choiceLabel as appearanceLabel,
  appearanceOf,
  colorSwatchStyle,
  describeSize,
  LANGUAGE_CHOICES,
  LAUNCHER_ICON_CHOICES,
  POSITION_CHOICES,
  THEME_CHOICES,
} from "../data/bot-appearance";
import { choiceLabel } from "../data/choice-label";
import { useBotFormChoices } from "../use-bot-form-choices";

const ALL_KNOWLEDGE_BASES = { page_size: 1000 };

/** The settings of an assistant as read by someone who may not change them. */
export function BotsSummary({ bot }: { bot: Bot }) {
  const client = useApiClient();
  const choices = useBotFormChoices();
  const viewSystemPrompt = useHasPermissions([PERMISSION.viewBotSystemPrompt]);
  const viewDocuments = useHasPermissions([PERMISSION.viewDocumentknowledge]);
  const texts = useKnowledgeBases(ALL_KNOWLEDGE_BASES);
  const documents = useQuery({
    ...documentQueries.list(client, ALL_KNOWLEDGE_BASES),
    enabled: viewDocuments,
  });
  const linked: KnowledgeBase[] = [
    ...(texts.data?.results ?? []).filter((base) => bot.text_knowledges.includes(base.id)),
    ...(documents.data?.results ?? []).filter((base) => bot.document_knowledges.includes(base.id)),
  ];

  const rows: [string, ReactNode][] = [
    ["Nom", bot.name],
    ["Statut", bot.is_active ? "Actif" : "Inactif"],
    ["Modèle", answeredBy(bot, choices.data?.model ?? [])],
    ["Canal", choiceLabel(choices.data?.channel_type ?? [], bot.channel_type)],
    ["Message d'accueil", bot.welcome_message || "—"],
    ["Avatar", bot.avatar_url || "—"],
    [
      "Politique de confidentialité",
      bot.privacy_policy_url || (
        <span key="policy">
          Aucune{"\u00a0: le widget renvoie à "}
          <a
            className="text-accent-11 underline"
            href={visitorPrivacyUrl(client.baseUrl(), bot.language)}
            target="_blank"
            rel="noreferrer"
          >
            la politique pour les visiteurs de ce service
          </a>
          , si le site n'en donne pas une.
        </span>
      ),
    ],
    ...(viewSystemPrompt
      ? ([
          [
            "Prompt système",
            <span key="prompt" className="whitespace-pre-wrap">
              {bot.system_prompt || "—"}
            </span>,
          ],
        ] as [string, ReactNode][])
      : []),
    [
      "Bases de connaissances",
      linked.length === 0 ? (
        "—"
      ) : (
        <ul key="bases" className="m-0 flex list-none flex-wrap gap-2 p-0">
          {linked.map((base) => (
            <li key={`${base.type}-${base.id}`} className="inline-flex items-center gap-1">
              {base.name}
              <KnowledgeKindBadge kind={base.type} />
            </li>
          ))}
        </ul>
      ),
    ],
  ];

  return <SummaryList rows={rows} />;
}

/** The appearance of an assistant as read by someone who may not change it. */
export function BotsAppearanceSummary({ bot }: { bot: Bot }) {
  const appearance = appearanceOf(bot);
  const rows: [string, ReactNode][] = [
    [
      "Couleur principale",
      <span key="color" className="inline-flex items-center gap-2">
        <span
          aria-hidden
          className="inline-block h-4 w-4 rounded-full"
          style={colorSwatchStyle(appearance.color)}
        />
        <span className="font-mono">{appearance.color}</span>
      </span>,
    ],
    ["Position", appearanceLabel(POSITION_CHOICES, appearance.position)],
    ["Taille", describeSize(appearance.size)],
    ["Au chargement de la page", appearance.default_open ? "Chat ouvert" : "Chat fermé"],
    ["Thème", appearanceLabel(THEME_CHOICES, appearance.theme)],
    ["Icône du bouton", appearanceLabel(LAUNCHER_ICON_CHOICES, appearance.launcher_icon)],
    ["Langue", appearanceLabel(LANGUAGE_CHOICES, appearance.language)],
  ];
  return <SummaryList rows={rows} />;
}

function SummaryList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="m-0 grid gap-3 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="m-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
