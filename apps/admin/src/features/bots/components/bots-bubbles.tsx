import { type BubbleMessage, PERMISSION } from "@org/api-client";
import {
  useBubbleMessages,
  useCreateBubbleMessage,
  useDeleteBubbleMessage,
  useUpdateBubbleMessage,
} from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { Button, Textarea, toast } from "@org/ui";
import { PlusIcon } from "@radix-ui/react-icons";
import { FormTextField } from "@/components/form-text-field";
import { useForm } from "@/lib/use-form";
import { BUBBLE_MESSAGE, shortName, textError } from "../data/content-form";
import { BotsOrderedContent, type OrderedContentTexts } from "./bots-ordered-content";

export interface BotsBubblesProps {
  botId: number;
  /** Called after each saved change, so the preview can show it. */
  onSaved: () => void;
}

const BUBBLE_TEXTS: OrderedContentTexts = {
  intro:
    "Des messages courts qui apparaissent l'un après l'autre à côté du bouton du chat pour inviter les visiteurs à poser leur question, dans l'ordre ci-dessous. Chaque changement s'affiche sur votre site dès le prochain chargement de ses pages.",
  empty: "Aucune bulle pour l'instant.",
  loadFailed: "Impossible de charger les bulles.",
  listLabel: "Bulles de l'assistant",
  deleteTitle: "Supprimer la bulle ?",
  orderSaved: "Ordre des bulles enregistré",
  activated: "Bulle activée",
  deactivated: "Bulle désactivée",
  deleted: "Bulle supprimée",
  deleteFailed: "La bulle n'a pas pu être supprimée.",
};

/** The suggestion bubbles that float beside the widget: add, edit, reorder, switch, delete. */
export function BotsBubbles({ botId, onSaved }: BotsBubblesProps) {
  const bubbles = useBubbleMessages(botId);
  const updateBubble = useUpdateBubbleMessage();
  const deleteBubble = useDeleteBubbleMessage();
  const canAdd = useHasPermissions([PERMISSION.addBubblemessage]);
  const canChange = useHasPermissions([PERMISSION.changeBubblemessage]);

  return (
    <BotsOrderedContent
      items={bubbles.data}
      isPending={bubbles.isPending}
      isError={bubbles.isError}
      onRetry={() => bubbles.refetch()}
      texts={BUBBLE_TEXTS}
      save={(id, changes) => updateBubble.mutateAsync({ botId, id, changes })}
      remove={(id) => deleteBubble.mutateAsync({ botId, id })}
      canChange={canChange}
      canDelete={canChange}
      nameOf={(bubble) => shortName(bubble.message)}
      renderContent={(bubble) => <p className="m-0 break-words">{bubble.message}</p>}
      renderEditor={(bubble, close) => (
        <BubbleEditor botId={botId} bubble={bubble} onDone={close} onSaved={onSaved} />
      )}
      renderAdder={
        canAdd
          ? (order) => <BubbleAdder botId={botId} order={order} onSaved={onSaved} />
          : undefined
      }
      onSaved={onSaved}
    />
  );
}

function checkBubble({ message }: { message: string }) {
  return { message: textError(message, BUBBLE_MESSAGE.maxLength) };
}

function BubbleAdder({
  botId,
  order,
  onSaved,
}: {
  botId: number;
  order: number;
  onSaved: () => void;
}) {
  const createBubble = useCreateBubbleMessage();
  const form = useForm({
    initialValues: { message: "" },
    check: checkBubble,
    send: async ({ message }) => {
      const created = await createBubble.mutateAsync({
        bot: botId,
        message: message.trim(),
        order,
      });
      if (!created) {
        toast({ variant: "destructive", title: "La bulle n'a pas pu être ajoutée." });
        return;
      }
      form.reset({ message: "" });
      toast({ title: "Bulle ajoutée", description: created.message });
      onSaved();
    },
  });

  return (
    <form className="grid gap-2" noValidate onSubmit={form.submit}>
      <FormTextField form={form} name="message" label="Nouvelle bulle">
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            placeholder="Une question ? Je suis là pour vous aider."
          />
        )}
      </FormTextField>
      <div>
        <Button type="submit" variant="outline" loading={createBubble.isPending}>
          <PlusIcon aria-hidden />
          Ajouter la bulle
        </Button>
      </div>
    </form>
  );
}

function BubbleEditor({
  botId,
  bubble,
  onDone,
  onSaved,
}: {
  botId: number;
  bubble: BubbleMessage;
  onDone: () => void;
  onSaved: () => void;
}) {
  const updateBubble = useUpdateBubbleMessage();
  const form = useForm({
    initialValues: { message: bubble.message },
    check: checkBubble,
    send: async ({ message }) => {
      await updateBubble.mutateAsync({
        botId,
        id: bubble.id,
        changes: { message: message.trim() },
      });
      toast({ title: "Bulle modifiée" });
      onSaved();
      onDone();
    },
  });

  return (
    <form className="grid gap-2" noValidate onSubmit={form.submit}>
      <FormTextField form={form} name="message" label="Texte de la bulle">
        {(control) => <Textarea {...control} rows={2} autoFocus />}
      </FormTextField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={updateBubble.isPending}>
          Enregistrer
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
