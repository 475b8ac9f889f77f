import type { Bot } from "@org/api-client";
import { Input, InputSlot, Select } from "@org/ui";
import { MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { useState } from "react";
import { assistantOptions } from "@/lib/assistant-options";

export interface CuratedAnswersFiltersProps {
  bots: readonly Bot[];
  botId: number;
  onBotChange: (botId: number) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/** Which assistant's answers are listed, and the text they are searched for. */
export function CuratedAnswersFilters({
  bots,
  botId,
  onBotChange,
  search,
  onSearchChange,
}: CuratedAnswersFiltersProps) {
  // Typed here and handed on: the address follows the field, not the other way round.
  const [typed, setTyped] = useState(search);
  const options = assistantOptions(bots);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Select
        aria-label="Assistant"
        className="w-72 max-w-full"
        options={options}
        value={String(botId)}
        onValueChange={(value) => onBotChange(Number(value))}
      />
      <Input
        type="search"
        aria-label="Rechercher une réponse validée"
        placeholder="Question, formulation ou réponse…"
        className="w-72 max-w-full"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          onSearchChange(event.target.value);
        }}
      >
        <InputSlot>
          <MagnifyingGlassIcon aria-hidden />
        </InputSlot>
      </Input>
    </div>
  );
}
