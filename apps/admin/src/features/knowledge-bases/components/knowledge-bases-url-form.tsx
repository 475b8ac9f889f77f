import {
  type CrawlOptions,
  crawlOptionsSchema,
  MAX_IGNORE_PATTERN_LENGTH,
  MAX_IGNORE_PATTERNS,
  type UrlKnowledgeCreated,
  urlKnowledgeCreateSchema,
} from "@org/api-client";
import {
  knowledgeBaseQueries,
  useApiClient,
  useCrawlSubUrls,
  useCreateUrlKnowledgeBase,
} from "@org/api-client/react";
import { Button, Card, CardContent, Input, Textarea, toast } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { FormTextField } from "@/components/form-text-field";
import { useActiveAccount } from "@/components/layout/active-account";
import { fieldLimits } from "@/lib/contract-limits";
import type { FormErrors } from "@/lib/form-errors";
import { ofName } from "@/lib/of-name";
import { useForm } from "@/lib/use-form";
import { ingestionTaskQuery } from "../api";
import { nameError } from "../data/knowledge-kinds";
import { KnowledgeBasesIngestionProgress } from "./knowledge-bases-ingestion-progress";

/** The crawl limits the API accepts, and the settings it starts from. */
const NAME = fieldLimits(urlKnowledgeCreateSchema, "name", "maxLength");
const URL_FIELD = fieldLimits(crawlOptionsSchema, "url");
const DEPTH = fieldLimits(crawlOptionsSchema, "depth", "min", "max");
const MAX_CRAWLS = fieldLimits(crawlOptionsSchema, "max_crawls", "min", "max");

/** The settings as typed, under the server's names for its errors. */
interface UrlValues {
  name: string;
  url: string;
  depth: string;
  max_crawls: string;
  ignore_patterns: string;
}

const INITIAL_VALUES: UrlValues = {
  name: "",
  url: "",
  depth: String(DEPTH.default),
  max_crawls: String(MAX_CRAWLS.default),
  ignore_patterns: "",
};

function isHttpUrl(text: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(text.trim()).protocol);
  } catch {
    return false;
  }
}

function integerIn(text: string, { min, max }: { min: number; max: number }): boolean {
  return /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;
}

function crawlErrors(values: UrlValues): FormErrors<UrlValues> {
  return {
    url: isHttpUrl(values.url)
      ? undefined
      : "Saisissez une adresse commençant par http:// ou https://",
    depth: integerIn(values.depth, DEPTH)
      ? undefined
      : `Un nombre entier de ${DEPTH.min} à ${DEPTH.max}`,
    max_crawls: integerIn(values.max_crawls, MAX_CRAWLS)
      ? undefined
      : `Un nombre entier de ${MAX_CRAWLS.min} à ${MAX_CRAWLS.max}`,
    ignore_patterns: patternsWithinBounds(crawlOptionsOf(values).ignore_patterns)
      ? undefined
      : `Au plus ${MAX_IGNORE_PATTERNS} motifs, de ${MAX_IGNORE_PATTERN_LENGTH} caractères au plus chacun`,
  };
}

function patternsWithinBounds(patterns: readonly string[]): boolean {
  return (
    patterns.length <= MAX_IGNORE_PATTERNS &&
    patterns.every((pattern) => pattern.length <= MAX_IGNORE_PATTERN_LENGTH)
  );
}

function crawlOptionsOf(values: UrlValues): Required<CrawlOptions> {
  return {
    url: values.url.trim(),
    depth: Number(values.depth),
    max_crawls: Number(values.max_crawls),
    ignore_patterns: values.ignore_patterns
      .split("\n")
      .map((pattern) => pattern.trim())
      .filter(Boolean),
  };
}

/**
 * Adds a web site: the crawl settings, a preview of the pages the crawl would read, then the
 * creation, which starts the ingestion as a task followed here.
 */
export function KnowledgeBasesUrlForm() {
  const [created, setCreated] = useState<UrlKnowledgeCreated | null>(null);
  if (created) {
    return <UrlIngestion created={created} onAnother={() => setCreated(null)} />;
  }
  return <UrlSettings onCreated={setCreated} />;
}

function UrlSettings({ onCreated }: { onCreated: (created: UrlKnowledgeCreated) => void }) {
  const crawl = useCrawlSubUrls();
  const createUrl = useCreateUrlKnowledgeBase();
  const { active: account } = useActiveAccount();
  /** The pages found, for the settings they were found with. */
  const [preview, setPreview] = useState<{ key: string; urls: string[] } | null>(null);
  const form = useForm({
    initialValues: INITIAL_VALUES,
    check: (values) => ({ ...crawlErrors(values), name: nameError(values.name) }),
    send: async (values) => {
      if (!currentPreview) return;
      const result = await createUrl.mutateAsync({
        ...crawlOptionsOf(values),
        name: values.name.trim(),
        ...(account ? { account: account.id } : {}),
      });
      toast({
        title: "Base de connaissances créée",
        description: `L'ingestion des pages ${ofName(result.knowledgeBase.name)} a commencé.`,
      });
      onCreated(result);
    },
  });
  const previewKey = JSON.stringify(crawlOptionsOf(form.values));
  const currentPreview = preview?.key === previewKey ? preview : null;

  async function explore() {
    if (!form.validate(crawlErrors)) return;
    const options = crawlOptionsOf(form.values);
    try {
      const result = await crawl.mutateAsync(options);
      setPreview({ key: JSON.stringify(options), urls: result.urls });
    } catch (error) {
      form.refuse(error);
    }
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={form.submit}>
      <FormTextField form={form} name="name" label="Nom" required={NAME.required}>
        {(control) => (
          <Input {...control} maxLength={NAME.maxLength} placeholder="Site de la mairie" />
        )}
      </FormTextField>
      <FormTextField form={form} name="url" label="Adresse du site" required={URL_FIELD.required}>
        {(control) => (
          <Input {...control} type="url" inputMode="url" placeholder="https://www.exemple.fr/" />
        )}
      </FormTextField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="depth"
          label="Profondeur"
          description="Combien de liens suivre depuis la première page (0 : cette page seule)."
        >
          {(control) => <Input {...control} type="number" min={DEPTH.min} max={DEPTH.max} />}
        </FormTextField>
        <FormTextField
          form={form}
          name="max_crawls"
          label="Pages au plus"
          description="Le nombre maximal de pages lues."
        >
          {(control) => (
            <Input {...control} type="number" min={MAX_CRAWLS.min} max={MAX_CRAWLS.max} />
          )}
        </FormTextField>
      </div>
      <FormTextField
        form={form}
        name="ignore_patterns"
        label="Adresses à ignorer"
        description="Une par ligne : une adresse qui contient ce texte est ignorée (par exemple /blog/) ; * remplace n'importe quelle suite de caractères."
      >
        {(control) => <Textarea {...control} rows={3} />}
      </FormTextField>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="outline" loading={crawl.isPending} onClick={explore}>
          Voir les pages trouvées
        </Button>
        <Button
          type="submit"
          loading={createUrl.isPending}
          disabled={!currentPreview || currentPreview.urls.length === 0}
        >
          Créer et lancer l'ingestion
        </Button>
      </div>
      <UrlPreview preview={currentPreview} stale={preview !== null && !currentPreview} />
    </form>
  );
}

function UrlPreview({ preview, stale }: { preview: { urls: string[] } | null; stale: boolean }) {
  if (!preview) {
    return (
      <p className="m-0 text-sm text-muted-foreground">
        {stale
          ? "Les réglages ont changé : voyez de nouveau les pages trouvées avant de lancer l'ingestion."
          : "Voyez d'abord les pages que l'ingestion lira, puis lancez-la."}
      </p>
    );
  }
  const count = preview.urls.length;
  return (
    <section aria-label="Pages trouvées" className="grid gap-2">
      <h3 className="m-0 text-base font-semibold">
        {count === 0
          ? "Aucune page trouvée à cette adresse."
          : `${count} page${count > 1 ? "s" : ""} trouvée${count > 1 ? "s" : ""}`}
      </h3>
      {count > 0 ? (
        <ul className="m-0 grid max-h-72 gap-1 overflow-auto rounded-md border p-3 pl-7 text-sm">
          {preview.urls.map((url) => (
            <li key={url} className="break-all">
              {url}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function UrlIngestion({
  created,
  onAnother,
}: {
  created: UrlKnowledgeCreated;
  onAnother: () => void;
}) {
  const client = useApiClient();
  const task = useQuery(ingestionTaskQuery(client, created.taskId));
  const base = useQuery({
    ...knowledgeBaseQueries.detail(client, created.knowledgeBase.id),
    enabled: task.data?.status === "succeeded",
  });
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <p className="m-0">
          <strong>{created.knowledgeBase.name}</strong> est créée : ses pages sont lues et indexées
          en tâche de fond. Vous pouvez quitter cette page, l'ingestion continue.
        </p>
        <KnowledgeBasesIngestionProgress
          name={created.knowledgeBase.name}
          task={task.data}
          chunkCount={base.data?.chunkCount}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onAnother}>
            Ajouter un autre site
          </Button>
          <Button asChild>
            <Link to="/knowledge_bases">Voir les bases</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
