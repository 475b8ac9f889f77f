import { type Bot, type BotAppearance, HEX_COLOR_PATTERN } from "@org/api-client";
import { useUpdateBot } from "@org/api-client/react";
import { Button, FormField, Input, Switch, toast } from "@org/ui";
import { FormChoiceGroup } from "@/components/choice-group";
import { FormError } from "@/components/form-error";
import { useForm } from "@/lib/use-form";
import {
  appearanceChanges,
  appearanceOf,
  checkAppearance,
  colorSwatchStyle,
  describeSize,
  LANGUAGE_CHOICES,
  LAUNCHER_ICON_CHOICES,
  POSITION_CHOICES,
  SIZE_CHOICES,
  SUGGESTED_COLORS,
  THEME_CHOICES,
} from "../data/bot-appearance";
import { BotsLauncherIcon } from "./bots-launcher-icon";

export interface BotsAppearanceFormProps {
  bot: Bot;
  /** The appearance being edited, shown at once by the preview; saved on demand. */
  values: BotAppearance;
  onChange: (values: BotAppearance) => void;
}

/**
 * How the assistant's widget looks on the sites that show it, and the language it speaks: tried
 * in the preview as it is edited, then saved for every site at once (loader.js, /embed and the
 * npm widget read it; a site's own options still win).
 */
export function BotsAppearanceForm({ bot, values, onChange }: BotsAppearanceFormProps) {
  const updateBot = useUpdateBot();
  const changes = appearanceChanges(values, bot);
  const changed = Object.keys(changes).length > 0;
  // The values are the caller's: its preview shows them as they are edited.
  const form = useForm({
    initialValues: values,
    values,
    onValuesChange: onChange,
    check: checkAppearance,
    send: async () => {
      await updateBot.mutateAsync({ id: bot.id, changes });
      toast({
        title: "Apparence enregistrée",
        description: "Les sites qui affichent l'assistant la prennent d'ici une minute.",
      });
    },
  });
  const { errors, submitting, set } = form;

  return (
    <form className="grid gap-6" noValidate onSubmit={form.submit} aria-label="Apparence du widget">
      <FormError message={errors.form} />
      <div className="grid gap-2">
        <FormField
          label="Couleur principale"
          error={errors.color}
          description="L'en-tête, le bouton du chat, les boutons et les messages du visiteur. Le texte posé dessus passe en blanc ou en noir, selon ce qui se lit le mieux."
        >
          <Input
            name="color"
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
            className="max-w-40 font-mono"
            value={values.color}
            onChange={(event) => set("color", event.target.value.trim())}
          />
        </FormField>
        <div className="flex flex-wrap items-center gap-2">
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="color"
              className="h-9 w-12 cursor-pointer rounded-md border border-border bg-transparent p-0.5"
              value={HEX_COLOR_PATTERN.test(values.color) ? values.color.toLowerCase() : "#000000"}
              onChange={(event) => set("color", event.target.value)}
            />
            Choisir dans le nuancier
          </label>
          <ul aria-label="Couleurs suggérées" className="m-0 flex list-none gap-1.5 p-0">
            {SUGGESTED_COLORS.map((color) => (
              <li key={color}>
                <button
                  type="button"
                  title={color}
                  aria-label={`Prendre la couleur ${color}`}
                  aria-pressed={values.color.toLowerCase() === color}
                  className="h-7 w-7 cursor-pointer rounded-full border-2 border-background shadow-[0_0_0_1px_var(--gray-7)] aria-pressed:shadow-[0_0_0_2px_var(--gray-12)]"
                  style={{ backgroundColor: color }}
                  onClick={() => set("color", color)}
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <FormChoiceGroup form={form} legend="Position" name="position" choices={POSITION_CHOICES} />
      <FormChoiceGroup
        form={form}
        legend="Taille"
        name="size"
        choices={SIZE_CHOICES}
        description={`${describeSize(values.size)} sur grand écran ; sur téléphone, le chat ouvert couvre l'écran.`}
      />
      <Switch
        label="Chat ouvert dès l'arrivée sur la page"
        aria-describedby={errors.default_open ? "default_open-error" : undefined}
        checked={values.default_open}
        onCheckedChange={(open) => set("default_open", open)}
      />
      {errors.default_open ? (
        <p id="default_open-error" className="m-0 text-xs font-medium text-[var(--red-11)]">
          {errors.default_open}
        </p>
      ) : null}
      <FormChoiceGroup form={form} legend="Thème" name="theme" choices={THEME_CHOICES} />
      <FormChoiceGroup
        form={form}
        legend="Icône du bouton"
        name="launcher_icon"
        choices={LAUNCHER_ICON_CHOICES}
        picture={(icon) => (
          <span
            className="inline-flex h-6 w-6 items-center justify-center overflow-hidden rounded-full"
            style={colorSwatchStyle(values.color)}
          >
            <BotsLauncherIcon icon={icon} avatarUrl={bot.avatar_url} className="h-4 w-4" />
          </span>
        )}
      />
      <FormChoiceGroup
        form={form}
        legend="Langue"
        name="language"
        choices={LANGUAGE_CHOICES}
        description="La langue des textes du widget et des réponses toutes faites (quand l'assistant ne sait pas). Un site peut imposer la sienne (data-locale, ou la prop locale)."
      />
      <div className="flex flex-wrap justify-end gap-3">
        {changed ? (
          <Button type="button" variant="outline" onClick={() => onChange(appearanceOf(bot))}>
            Annuler les modifications
          </Button>
        ) : null}
        <Button type="submit" loading={submitting} disabled={!changed}>
          Enregistrer l'apparence
        </Button>
      </div>
    </form>
  );
}
