import { ChatBubbleIcon } from "@radix-ui/react-icons";

/** The product's name with its mark, above the public screens of the session. */
export function BrandMark() {
  return (
    <div className="flex items-center gap-2 text-lg font-semibold text-foreground">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <ChatBubbleIcon aria-hidden />
      </span>
      Assistant IA
    </div>
  );
}
