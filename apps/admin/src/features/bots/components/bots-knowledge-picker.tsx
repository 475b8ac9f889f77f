import type { KnowledgeBase } from "@org/api-client";
import { documentQueries, useApiClient, useKnowledgeBases } from "@org/api-client/react";
import { Checkbox, Input, InputSlot, Skeleton } from "@org/ui";
import { MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { KnowledgeKindBadge } from "@/components/knowledge-kind-badge";

/** Every knowledge base of the account at once: a bot links few, but picks them among all. */
const ALL_KNOWLEDGE_BASES = 1000;

/** From this many bases on, a filter box helps find one. */
const FILTER_FROM = 7;

export interface KnowledgeSelection {
  text_knowledges: number[];
  document_knowledges: number[];
}

export interface BotsKnowledgePickerProps {
  /** The assistant's account: only its knowledge bases can be linked. */
  account: number;
  value: KnowledgeSelection;
  onChange: (value: KnowledgeSelection) => void;
  /** Document bases are listed only for those allowed to see them. */
  withDocuments: boolean;
  error?: string;
}

function selectionKey(base: KnowledgeBase): keyof KnowledgeSelection {
  return base.type === "document" ? "document_knowledges" : "text_knowledges";
}

/**
 * The knowledge bases of its account the assistant answers from: text, URL and document kinds,
 * checked on.
 */
export function BotsKnowledgePicker({
  account,
  value,
  onChange,
  withDocuments,
  error,
}: BotsKnowledgePickerProps) {
  const listed = { account, page_size: ALL_KNOWLEDGE_BASES };
  const texts = useKnowledgeBases(listed);
  const documents = useQuery({
    ...documentQueries.list(useApiClient(), listed),
    enabled: withDocuments,
  });
  const [filter, setFilter] = useState("");
  const errorId = useId();
  const documentList = withDocuments ? (documents.data?.results ?? []) : [];
  const bases = [...(texts.data?.results ?? []), ...documentList];
  const needle = filter.trim().toLocaleLowerCase("fr");
  const shown = needle
    ? bases.filter((base) => base.name.toLocaleLowerCase("fr").includes(needle))
    : bases;
  const selectedCount = value.text_knowledges.length + value.document_knowledges.length;

  function toggle(base: KnowledgeBase, on: boolean) {
    const key = selectionKey(base);
    const others = value[key].filter((id) => id !== base.id);
    onChange({ ...value, [key]: on ? [...others, base.id] : others });
  }

  return (
    <fieldset
      className="m-0 grid gap-2 border-0 p-0"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 flex w-full items-baseline justify-between gap-2 text-sm font-medium">
        Bases de connaissances
        <span className="text-xs font-normal text-muted-foreground">
          {selectedCount === 0
            ? "Aucune sélectionnée"
            : `${selectedCount} sélectionnée${selectedCount > 1 ? "s" : ""}`}
        </span>
      </legend>
      {bases.length >= FILTER_FROM ? (
        <Input
          type="search"
          aria-label="Filtrer les bases de connaissances"
          placeholder="Filtrer par nom…"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        >
          <InputSlot>
            <MagnifyingGlassIcon aria-hidden />
          </InputSlot>
        </Input>
      ) : null}
      {texts.isPending || (withDocuments && documents.isPending) ? (
        <div className="grid gap-2" aria-hidden>
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-6 w-2/3" />
        </div>
      ) : texts.isError || (withDocuments && documents.isError) ? (
        <p className="m-0 text-sm text-muted-foreground" role="alert">
          Impossible de charger les bases de connaissances.
        </p>
      ) : bases.length === 0 ? (
        <p className="m-0 text-sm text-muted-foreground">
          Aucune base de connaissances pour l'instant : créez-en une pour que l'assistant s'appuie
          sur vos contenus.
        </p>
      ) : (
        <ul className="m-0 grid max-h-64 list-none gap-1 overflow-y-auto rounded-md border border-border p-2">
          {shown.map((base) => (
            <li
              key={`${base.type}-${base.id}`}
              className="flex items-center justify-between gap-3 rounded px-1 py-1 hover:bg-muted"
            >
              <Checkbox
                label={base.name}
                checked={value[selectionKey(base)].includes(base.id)}
                onCheckedChange={(checked) => toggle(base, checked === true)}
              />
              <KnowledgeKindBadge kind={base.type} />
            </li>
          ))}
          {shown.length === 0 ? (
            <li className="px-1 py-1 text-sm text-muted-foreground">
              Aucune base ne correspond à « {filter.trim()} ».
            </li>
          ) : null}
        </ul>
      )}
      {error ? (
        <p id={errorId} className="m-0 text-xs font-medium text-[var(--red-11)]">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
