import { Button, toast, useFont, useMediaQuery, useTheme } from "@org/ui";
import { type FormEvent, useState } from "react";
import { ChoiceGroup } from "@/components/choice-group";
import { FONT_CHOICES, THEME_CHOICES } from "../data/appearance-choices";
import { SettingsAppearancePreview } from "./settings-appearance-preview";
import { SettingsSectionFrame } from "./settings-section-frame";

/** Theme and font, tried in a preview first, then kept by this browser. */
export function SettingsAppearance() {
  const { theme, setTheme } = useTheme();
  const { font, setFont } = useFont();
  const [chosenTheme, setChosenTheme] = useState(theme);
  const [chosenFont, setChosenFont] = useState(font);
  const systemPrefersDark = useMediaQuery("(prefers-color-scheme: dark)");
  const previewTheme =
    chosenTheme === "system" ? (systemPrefersDark ? "dark" : "light") : chosenTheme;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTheme(chosenTheme);
    setFont(chosenFont);
    toast({ title: "Apparence enregistrée" });
  }

  return (
    <SettingsSectionFrame
      title="Apparence"
      description="Le thème et la police du back-office, gardés par ce navigateur."
    >
      <form className="grid gap-6" onSubmit={submit}>
        <ChoiceGroup
          legend="Thème"
          name="theme"
          choices={THEME_CHOICES}
          value={chosenTheme}
          onChange={setChosenTheme}
        />
        <ChoiceGroup
          legend="Police"
          name="font"
          choices={FONT_CHOICES}
          value={chosenFont}
          onChange={setChosenFont}
        />
        <SettingsAppearancePreview theme={previewTheme} font={chosenFont} />
        <div>
          <Button type="submit">Enregistrer l'apparence</Button>
        </div>
      </form>
    </SettingsSectionFrame>
  );
}
