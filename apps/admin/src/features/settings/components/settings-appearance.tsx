import { Button, toast, useFont, useMediaQuery, useTheme } from "@org/ui";
import { FormChoiceGroup } from "@/components/choice-group";
import { useForm } from "@/lib/use-form";
import { FONT_CHOICES, THEME_CHOICES } from "../data/appearance-choices";
import { SettingsAppearancePreview } from "./settings-appearance-preview";
import { SettingsSectionFrame } from "./settings-section-frame";

/** Theme and font, tried in a preview first, then kept by this browser. */
export function SettingsAppearance() {
  const { theme, setTheme } = useTheme();
  const { font, setFont } = useFont();
  const form = useForm({
    initialValues: { theme, font },
    send: (chosen) => {
      setTheme(chosen.theme);
      setFont(chosen.font);
      toast({ title: "Apparence enregistrée" });
    },
  });
  const systemPrefersDark = useMediaQuery("(prefers-color-scheme: dark)");
  const chosenTheme = form.values.theme;
  const previewTheme =
    chosenTheme === "system" ? (systemPrefersDark ? "dark" : "light") : chosenTheme;

  return (
    <SettingsSectionFrame
      title="Apparence"
      description="Le thème et la police du back-office, gardés par ce navigateur."
    >
      <form className="grid gap-6" onSubmit={form.submit}>
        <FormChoiceGroup form={form} name="theme" legend="Thème" choices={THEME_CHOICES} />
        <FormChoiceGroup form={form} name="font" legend="Police" choices={FONT_CHOICES} />
        <SettingsAppearancePreview theme={previewTheme} font={form.values.font} />
        <div>
          <Button type="submit">Enregistrer l'apparence</Button>
        </div>
      </form>
    </SettingsSectionFrame>
  );
}
