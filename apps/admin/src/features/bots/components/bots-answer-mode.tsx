import { DEFAULT_BOT_MODEL, type LanguageModels } from "@org/api-client";
import { useLanguageModels } from "@org/api-client/react";
import { FormField, Select, Skeleton } from "@org/ui";
import { ExclamationTriangleIcon, MagicWandIcon, QuoteIcon } from "@radix-ui/react-icons";
import { type ReactNode, useEffect } from "react";
import { ofName } from "@/lib/of-name";
import {
  EXTRACTIVE_MODEL_LABEL,
  initialModel,
  isListedModel,
  modelOptions,
  providerName,
} from "../data/answer-mode";

const EXTRACTIVE_REASON =
  "Aucun fournisseur de modèle de langage n'est configuré, ni pour ce compte ni sur le serveur.";

/**
 * How the assistant answers its visitors, as things stand: with the passages of its knowledge
 * bases quoted as they are, or written by its model, which the provider may not offer or may not
 * be reachable.
 */
export function BotsAnswerMode({ account, model }: { account: number; model: string }) {
  const listing = useLanguageModels(account);
  if (listing.isPending) {
    return <Skeleton className="h-16 w-full" aria-label="Mode de réponse en cours de lecture" />;
  }
  if (listing.isError) {
    return (
      <AnswerModeNote
        icon={<ExclamationTriangleIcon aria-hidden />}
        title="Mode de réponse inconnu"
      >
        Impossible de savoir pour l'instant si cet assistant répond avec un modèle de langage ou en
        citant ses bases de connaissances.
      </AnswerModeNote>
    );
  }
  return <AnswerModeDescription listing={listing.data} model={model} />;
}

function AnswerModeDescription({ listing, model }: { listing: LanguageModels; model: string }) {
  const provider = providerName(listing);
  if (listing.answer_mode === "extractive") {
    return (
      <AnswerModeNote
        icon={<QuoteIcon aria-hidden />}
        title="Réponses extraites de vos bases de connaissances"
      >
        {EXTRACTIVE_REASON} L'assistant répond en citant les passages les plus pertinents de ses
        bases de connaissances, sans les reformuler. Pour des réponses rédigées par un modèle,
        renseignez une clé d'API ou l'adresse d'un fournisseur compatible OpenAI dans le compte.
      </AnswerModeNote>
    );
  }
  if (listing.error !== null) {
    return (
      <AnswerModeNote
        icon={<ExclamationTriangleIcon aria-hidden />}
        title={`Réponses rédigées par ${model}, si ${provider} répond`}
        warning
      >
        Le fournisseur ne donne pas la liste de ses modèles : {listing.error}. Tant qu'il ne répond
        pas, l'assistant cite les passages les plus pertinents de ses bases de connaissances.
      </AnswerModeNote>
    );
  }
  if (isListedModel(listing, model) === false) {
    return (
      <AnswerModeNote
        icon={<ExclamationTriangleIcon aria-hidden />}
        title={`Le modèle ${model} n'est pas proposé par ${provider}`}
        warning
      >
        Si le fournisseur le refuse, l'assistant cite les passages les plus pertinents de ses bases
        de connaissances. Choisissez l'un des modèles qu'il propose dans les réglages.
      </AnswerModeNote>
    );
  }
  return (
    <AnswerModeNote icon={<MagicWandIcon aria-hidden />} title={`Réponses rédigées par ${model}`}>
      Le modèle {ofName(provider)} écrit chaque réponse à partir des passages de ses bases de
      connaissances et cite ses sources.
    </AnswerModeNote>
  );
}

function AnswerModeNote({
  icon,
  title,
  warning = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  warning?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-label="Mode de réponse"
      className={
        warning
          ? "flex gap-3 rounded-lg border border-[var(--red-6)] bg-[var(--red-2)] p-3"
          : "flex gap-3 rounded-lg border border-border bg-card p-3"
      }
    >
      <span
        className={
          warning ? "mt-0.5 shrink-0 text-[var(--red-11)]" : "mt-0.5 shrink-0 text-muted-foreground"
        }
      >
        {icon}
      </span>
      <div className="grid gap-1">
        <h2 className="m-0 text-sm font-semibold">{title}</h2>
        <p className="m-0 text-sm text-muted-foreground">{children}</p>
      </div>
    </section>
  );
}

export interface BotsModelFieldProps {
  account: number;
  value: string;
  error?: string;
  onChange: (model: string) => void;
}

/**
 * The model select: only the chat models the account's provider lists (and the stored one, said
 * to be missing, when it lists it no more). Without a provider there is nothing to choose: the
 * select is disabled and says why. An empty value (a new assistant) takes the server's default
 * model when the provider lists it, else its first model.
 */
export function BotsModelField({ account, value, error, onChange }: BotsModelFieldProps) {
  const listing = useLanguageModels(account);
  const data = listing.data;
  useEffect(() => {
    if (data && value === "" && data.models.length > 0) onChange(initialModel(data));
  }, [data, value, onChange]);

  const stored = value ? [{ value, label: value }] : [];
  if (!data) {
    return (
      <FormField
        label="Modèle"
        error={error}
        description={
          listing.isError
            ? "La liste des modèles du fournisseur n'a pas pu être chargée."
            : undefined
        }
      >
        <Select
          name="model"
          placeholder={listing.isPending ? "Chargement…" : "Modèle par défaut"}
          disabled={listing.isPending}
          options={stored}
          value={value}
          onValueChange={onChange}
        />
      </FormField>
    );
  }
  if (data.answer_mode === "extractive") {
    return (
      <FormField
        label="Modèle"
        error={error}
        description={`${EXTRACTIVE_REASON} Les réponses citent les passages des bases de connaissances.`}
      >
        <Select name="model" placeholder={EXTRACTIVE_MODEL_LABEL} disabled options={[]} value="" />
      </FormField>
    );
  }
  const provider = providerName(data);
  const description =
    data.error !== null
      ? `${provider} ne répond pas (${data.error}) : ${
          value
            ? "seul le modèle enregistré est proposé."
            : `le modèle par défaut (${DEFAULT_BOT_MODEL}) s'appliquera.`
        }`
      : isListedModel(data, value) === false
        ? `${provider} ne propose pas ce modèle : choisissez-en un de la liste.`
        : `Les modèles de conversation que propose ${provider}.`;
  return (
    <FormField label="Modèle" error={error} description={description}>
      <Select
        name="model"
        placeholder={data.error !== null ? "Modèle par défaut" : "Choisissez un modèle"}
        options={modelOptions(data, value)}
        value={value}
        onValueChange={onChange}
      />
    </FormField>
  );
}
