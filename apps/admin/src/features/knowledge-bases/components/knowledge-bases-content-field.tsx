import { FormField } from "@org/ui";
import { forwardRef } from "react";
import { LimitedTextarea } from "@/components/limited-textarea";
import { CONTENT, MAX_TEXT_CONTENT_LENGTH, TEXT_CONTENT_HELP } from "../data/knowledge-kinds";

export interface KnowledgeBasesContentFieldProps {
  /** The form the content belongs to: its message, taken away as the user types. */
  form: { errors: { value?: string }; clearError: (field: "value") => void };
  rows: number;
  /** The text it starts with; read back from the field, not kept by the form. */
  defaultValue?: string;
}

/** The content of a text base, with its limit said from the start. */
export const KnowledgeBasesContentField = forwardRef<
  HTMLTextAreaElement,
  KnowledgeBasesContentFieldProps
>(function KnowledgeBasesContentField({ form, rows, defaultValue }, ref) {
  return (
    <FormField
      label="Contenu"
      required={CONTENT.required}
      error={form.errors.value}
      description={TEXT_CONTENT_HELP}
    >
      <LimitedTextarea
        ref={ref}
        name="value"
        rows={rows}
        maxLength={MAX_TEXT_CONTENT_LENGTH}
        defaultValue={defaultValue}
        onInput={() => form.clearError("value")}
      />
    </FormField>
  );
});
