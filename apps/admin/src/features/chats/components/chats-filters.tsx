import type { Bot } from "@org/api-client";
import { Select, Switch } from "@org/ui";
import { assistantOptions } from "@/lib/assistant-options";

export interface ChatsFiltersProps {
  bots: readonly Bot[];
  botId: number;
  onBotChange: (botId: number) => void;
  dislikedOnly: boolean;
  onDislikedOnlyChange: (dislikedOnly: boolean) => void;
}

/** Which assistant's conversations are listed, and whether only those with a disliked answer. */
export function ChatsFilters({
  bots,
  botId,
  onBotChange,
  dislikedOnly,
  onDislikedOnlyChange,
}: ChatsFiltersProps) {
  const options = assistantOptions(bots);
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <Select
        aria-label="Assistant"
        className="w-72 max-w-full"
        options={options}
        value={String(botId)}
        onValueChange={(value) => onBotChange(Number(value))}
      />
      <Switch
        label="Seulement les réponses mal notées"
        checked={dislikedOnly}
        onCheckedChange={onDislikedOnlyChange}
      />
    </div>
  );
}
