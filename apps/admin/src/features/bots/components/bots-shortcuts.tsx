import { PERMISSION } from "@org/api-client";
import {
  useCreateShortcut,
  useDeleteShortcut,
  useShortcuts,
  useUpdateShortcut,
} from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { Button, Input, toast } from "@org/ui";
import { PlusIcon } from "@radix-ui/react-icons";
import { useState } from "react";
import { FormTextField } from "@/components/form-text-field";
import type { FormErrors } from "@/lib/form-errors";
import { useForm } from "@/lib/use-form";
import { SHORTCUT_LABEL, SHORTCUT_VALUE, shortName, textError } from "../data/content-form";
import { BotsOrderedContent, type OrderedContentTexts } from "./bots-ordered-content";

export interface BotsShortcutsProps {
  botId: number;
  /** Called after each saved change, so the preview can show it. */
  onSaved: () => void;
}

interface ShortcutValues {
  label: string;
  value: string;
}

function checkShortcut(values: ShortcutValues): FormErrors<ShortcutValues> {
  const errors: FormErrors<ShortcutValues> = {};
  const label = textError(values.label, SHORTCUT_LABEL.maxLength);
  const value = textError(values.value, SHORTCUT_VALUE.maxLength);
  if (label) errors.label = label;
  if (value) errors.value = value;
  return errors;
}

function trimmed(values: ShortcutValues): ShortcutValues {
  return { label: values.label.trim(), value: values.value.trim() };
}

const SHORTCUT_TEXTS: OrderedContentTexts = {
  intro:
    "Des boutons sous la conversation : un clic pose la question de leur libellé à l'assistant. Chaque changement s'affiche sur votre site dès le prochain chargement de ses pages.",
  empty: "Aucun raccourci pour l'instant.",
  loadFailed: "Impossible de charger les raccourcis.",
  listLabel: "Raccourcis de l'assistant",
  deleteTitle: "Supprimer le raccourci ?",
  orderSaved: "Ordre des raccourcis enregistré",
  activated: "Raccourci activé",
  deactivated: "Raccourci désactivé",
  deleted: "Raccourci supprimé",
  deleteFailed: "Le raccourci n'a pas pu être supprimé.",
};

/** The ready-made questions shown as buttons in the chat: add, edit, reorder, switch, delete. */
export function BotsShortcuts({ botId, onSaved }: BotsShortcutsProps) {
  const shortcuts = useShortcuts(botId);
  const updateShortcut = useUpdateShortcut();
  const deleteShortcut = useDeleteShortcut();
  const canAdd = useHasPermissions([PERMISSION.addShortcut]);
  const canChange = useHasPermissions([PERMISSION.changeShortcut]);
  const canDelete = useHasPermissions([PERMISSION.deleteShortcut]);

  return (
    <BotsOrderedContent
      items={shortcuts.data}
      isPending={shortcuts.isPending}
      isError={shortcuts.isError}
      onRetry={() => shortcuts.refetch()}
      texts={SHORTCUT_TEXTS}
      save={(id, changes) => updateShortcut.mutateAsync({ botId, id, changes })}
      remove={(id) => deleteShortcut.mutateAsync({ botId, id })}
      canChange={canChange}
      canDelete={canDelete}
      nameOf={(shortcut) => shortName(shortcut.label)}
      renderContent={(shortcut) => (
        <div className="grid gap-0.5">
          <span className="font-medium break-words">{shortcut.label}</span>
          <span className="text-sm text-muted-foreground break-words">{shortcut.value}</span>
        </div>
      )}
      renderEditor={(shortcut, close) => (
        <ShortcutForm
          initial={shortcut}
          submitLabel="Enregistrer"
          onCancel={close}
          onSubmit={async (values) => {
            await updateShortcut.mutateAsync({ botId, id: shortcut.id, changes: values });
            toast({ title: "Raccourci modifié" });
            onSaved();
            close();
          }}
        />
      )}
      renderAdder={
        canAdd
          ? (order) => <ShortcutAdder botId={botId} order={order} onSaved={onSaved} />
          : undefined
      }
      onSaved={onSaved}
    />
  );
}

function ShortcutAdder({
  botId,
  order,
  onSaved,
}: {
  botId: number;
  order: number;
  onSaved: () => void;
}) {
  const createShortcut = useCreateShortcut();
  // A new key empties the form once a shortcut is added.
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="rounded-lg border border-dashed border-border p-3">
      <ShortcutForm
        key={formKey}
        legend="Nouveau raccourci"
        initial={{ label: "", value: "" }}
        submitLabel="Ajouter le raccourci"
        onSubmit={async (values) => {
          const created = await createShortcut.mutateAsync({
            ...values,
            bot: botId,
            order,
            is_active: true,
          });
          if (!created) {
            toast({ variant: "destructive", title: "Le raccourci n'a pas pu être ajouté." });
            return;
          }
          toast({ title: "Raccourci ajouté", description: created.label });
          setFormKey((key) => key + 1);
          onSaved();
        }}
      />
    </div>
  );
}

function ShortcutForm({
  initial,
  legend,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: ShortcutValues;
  legend?: string;
  submitLabel: string;
  /** Rejects with the server's refusal, shown under the fields. */
  onSubmit: (values: ShortcutValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const form = useForm({
    initialValues: { label: initial.label, value: initial.value },
    check: checkShortcut,
    send: (values) => onSubmit(trimmed(values)),
  });

  return (
    <form className="grid gap-3" noValidate onSubmit={form.submit}>
      {legend ? <p className="m-0 text-sm font-medium">{legend}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="label"
          label="Libellé"
          description="Le texte du bouton, envoyé comme question."
        >
          {(control) => (
            <Input
              {...control}
              maxLength={SHORTCUT_LABEL.maxLength}
              placeholder="Horaires d'ouverture"
            />
          )}
        </FormTextField>
        <FormTextField
          form={form}
          name="value"
          label="Valeur"
          description="Pour votre propre repère (mot-clé, référence…) : les visiteurs ne la voient pas, le bouton envoie son libellé."
        >
          {(control) => (
            <Input {...control} maxLength={SHORTCUT_VALUE.maxLength} placeholder="horaires" />
          )}
        </FormTextField>
      </div>
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          variant={onCancel ? "default" : "outline"}
          loading={form.submitting}
        >
          {onCancel ? null : <PlusIcon aria-hidden />}
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="outline" onClick={onCancel}>
            Annuler
          </Button>
        ) : null}
      </div>
    </form>
  );
}
