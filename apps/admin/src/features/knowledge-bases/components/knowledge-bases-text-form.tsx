import { useCreateTextKnowledgeBase } from "@org/api-client/react";
import { Button, FormField, Input, Switch, toast } from "@org/ui";
import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useActiveAccount } from "@/components/layout/active-account";
import { LimitedTextarea } from "@/components/limited-textarea";
import { frenchFieldErrors } from "@/lib/server-messages";
import {
  MAX_NAME_LENGTH,
  MAX_TEXT_CONTENT_LENGTH,
  TEXT_CONTENT_HELP,
  textContentError,
} from "../data/knowledge-kinds";

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
  // The content, which may be long, is read from the field when the form is sent.
  const content = useRef<HTMLTextAreaElement>(null);
  const [isActive, setIsActive] = useState(true);
  const [errors, setErrors] = useState<TextErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = content.current?.value ?? "";
    const found: TextErrors = {
      name: name.trim() === "" ? "Veuillez saisir un nom" : undefined,
      value: textContentError(value),
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
      const refused = frenchFieldErrors(error);
      setErrors({ name: refused.name, value: refused.value });
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
      <FormField label="Contenu" required error={errors.value} description={TEXT_CONTENT_HELP}>
        <LimitedTextarea
          ref={content}
          name="value"
          rows={14}
          maxLength={MAX_TEXT_CONTENT_LENGTH}
          onInput={() =>
            setErrors((current) => (current.value ? { ...current, value: undefined } : current))
          }
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
