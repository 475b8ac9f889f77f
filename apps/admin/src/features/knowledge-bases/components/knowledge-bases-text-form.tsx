import { ApiError } from "@org/api-client";
import { useCreateTextKnowledgeBase } from "@org/api-client/react";
import { Button, FormField, Input, Switch, Textarea, toast } from "@org/ui";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useActiveAccount } from "@/components/layout/active-account";
import { MAX_NAME_LENGTH } from "../data/knowledge-kinds";

interface TextErrors {
  name?: string;
  value?: string;
}

/** Writes a text base: a name and the text the assistants answer from. */
export function KnowledgeBasesTextForm() {
  const createText = useCreateTextKnowledgeBase();
  const { active: account } = useActiveAccount();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [value, setValue] = useState("");
  const [isActive, setIsActive] = useState(true);
  const [errors, setErrors] = useState<TextErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: TextErrors = {
      name: name.trim() === "" ? "Veuillez saisir un nom" : undefined,
      value: value.trim() === "" ? "Veuillez saisir le contenu" : undefined,
    };
    setErrors(found);
    if (found.name || found.value) return;
    try {
      const created = await createText.mutateAsync({
        name: name.trim(),
        value,
        is_active: isActive,
        ...(account ? { account: account.id } : {}),
      });
      toast({
        title: "Base de connaissances créée",
        description: `${created.name} est en cours d'indexation.`,
      });
      navigate("/knowledge_bases");
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors({ name: error.fieldErrors.name?.[0], value: error.fieldErrors.value?.[0] });
      }
    }
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <FormField label="Nom" required error={errors.name}>
        <Input
          name="name"
          maxLength={MAX_NAME_LENGTH}
          placeholder="Horaires et contacts"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <FormField
        label="Contenu"
        required
        error={errors.value}
        description="Le texte dont les assistants se servent pour répondre. Séparez les sujets par des paragraphes."
      >
        <Textarea
          name="value"
          rows={14}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </FormField>
      <Switch label="Active dès sa création" checked={isActive} onCheckedChange={setIsActive} />
      <div className="flex justify-end">
        <Button type="submit" loading={createText.isPending}>
          Créer la base
        </Button>
      </div>
    </form>
  );
}
