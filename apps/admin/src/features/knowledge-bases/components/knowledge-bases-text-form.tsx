import { useCreateTextKnowledgeBase } from "@org/api-client/react";
import { Button, Input, Switch, toast } from "@org/ui";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { FormTextField } from "@/components/form-text-field";
import { useActiveAccount } from "@/components/layout/active-account";
import { useForm } from "@/lib/use-form";
import { NAME, nameError, textContentError } from "../data/knowledge-kinds";
import { KnowledgeBasesContentField } from "./knowledge-bases-content-field";

/** Writes a text base: a name and the text the assistants answer from. */
export function KnowledgeBasesTextForm() {
  const createText = useCreateTextKnowledgeBase();
  const { active: account } = useActiveAccount();
  const navigate = useNavigate();
  // The content, which may be long, is read from the field when the form is sent.
  const content = useRef<HTMLTextAreaElement>(null);
  const form = useForm({
    initialValues: { name: "", value: "", is_active: true },
    read: (values) => ({ ...values, value: content.current?.value ?? "" }),
    check: ({ name, value }) => ({ name: nameError(name), value: textContentError(value) }),
    send: async ({ name, value, is_active }) => {
      const created = await createText.mutateAsync({
        name: name.trim(),
        value,
        is_active,
        ...(account ? { account: account.id } : {}),
      });
      toast({
        title: "Base de connaissances créée",
        description: `${created.name} est en cours d'indexation.`,
      });
      navigate("/knowledge_bases");
    },
  });

  return (
    <form className="grid gap-4" noValidate onSubmit={form.submit}>
      <FormTextField form={form} name="name" label="Nom" required={NAME.required}>
        {(control) => (
          <Input {...control} maxLength={NAME.maxLength} placeholder="Horaires et contacts" />
        )}
      </FormTextField>
      <KnowledgeBasesContentField ref={content} form={form} rows={14} />
      <Switch
        label="Active dès sa création"
        checked={form.values.is_active}
        onCheckedChange={(active) => form.set("is_active", active)}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={createText.isPending}>
          Créer la base
        </Button>
      </div>
    </form>
  );
}
