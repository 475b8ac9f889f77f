import {
  type CrawlOptions,
  MAX_IGNORE_PATTERN_LENGTH,
  MAX_IGNORE_PATTERNS,
  type UrlKnowledgeCreated,
} from "@org/api-client";
import {
  knowledgeBaseQueries,
  useApiClient,
  useCrawlSubUrls,
  useCreateUrlKnowledgeBase,
} from "@org/api-client/react";
import { Button, Card, CardContent, FormField, Input, Textarea, toast } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useActiveAccount } from "@/components/layout/active-account";
import { frenchFieldErrors } from "@/lib/server-messages";
import { ingestionTaskQuery } from "../api";
import { MAX_NAME_LENGTH } from "../data/knowledge-kinds";
import { KnowledgeBasesIngestionProgress } from "./knowledge-bases-ingestion-progress";

/** The crawl limits the API accepts. */
const DEPTH = { min: 0, max: 10, initial: "1" };
const MAX_CRAWLS = { min: 1, max: 1000, initial: "50" };

interface UrlValues {
  name: string;
  url: string;
  depth: string;
  maxCrawls: string;
  ignorePatterns: string;
}

type UrlErrors = Partial<Record<keyof UrlValues, string>>;

const INITIAL_VALUES: UrlValues = {
  name: "",
  url: "",
  depth: DEPTH.initial,
  maxCrawls: MAX_CRAWLS.initial,
  ignorePatterns: "",
};

/** The server's field names, for its errors. */
const SERVER_FIELDS: Record<string, keyof UrlValues> = {
  name: "name",
  url: "url",
  depth: "depth",
  max_crawls: "maxCrawls",
  ignore_patterns: "ignorePatterns",
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

function crawlErrors(values: UrlValues): UrlErrors {
  return {
    url: isHttpUrl(values.url)
      ? undefined
      : "Saisissez une adresse commençant par http:// ou https://",
    depth: integerIn(values.depth, DEPTH)
      ? undefined
      : `Un nombre entier de ${DEPTH.min} à ${DEPTH.max}`,
    maxCrawls: integerIn(values.maxCrawls, MAX_CRAWLS)
      ? undefined
      : `Un nombre entier de ${MAX_CRAWLS.min} à ${MAX_CRAWLS.max}`,
    ignorePatterns: patternsWithinBounds(crawlOptionsOf(values).ignore_patterns)
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
    max_crawls: Number(values.maxCrawls),
    ignore_patterns: values.ignorePatterns
      .split("\n")
      .map((pattern) => pattern.trim())
      .filter(Boolean),
  };
}

function serverErrors(error: unknown): UrlErrors {
  const found: UrlErrors = {};
  for (const [field, message] of Object.entries(frenchFieldErrors(error))) {
    const key = SERVER_FIELDS[field];
    if (key && message) found[key] = message;
  }
  return found;
}

const hasAny = (errors: UrlErrors) => Object.values(errors).some(Boolean);

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
  const [values, setValues] = useState(INITIAL_VALUES);
  const [errors, setErrors] = useState<UrlErrors>({});
  /** The pages found, for the settings they were found with. */
  const [preview, setPreview] = useState<{ key: string; urls: string[] } | null>(null);
  const previewKey = JSON.stringify(crawlOptionsOf(values));
  const currentPreview = preview?.key === previewKey ? preview : null;

  function set(field: keyof UrlValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function explore() {
    const found = crawlErrors(values);
    setErrors(found);
    if (hasAny(found)) return;
    const options = crawlOptionsOf(values);
    try {
      const result = await crawl.mutateAsync(options);
      setPreview({ key: JSON.stringify(options), urls: result.urls });
    } catch (error) {
      setErrors(serverErrors(error));
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      ...crawlErrors(values),
      name: values.name.trim() === "" ? "Veuillez saisir un nom" : undefined,
    };
    setErrors(found);
    if (hasAny(found) || !currentPreview) return;
    try {
      const result = await createUrl.mutateAsync({
        ...crawlOptionsOf(values),
        name: values.name.trim(),
        ...(account ? { account: account.id } : {}),
      });
      toast({
        title: "Base de connaissances créée",
        description: `L'ingestion des pages de ${result.knowledgeBase.name} a commencé.`,
      });
      onCreated(result);
    } catch (error) {
      setErrors(serverErrors(error));
    }
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <FormField label="Nom" required error={errors.name}>
        <Input
          name="name"
          maxLength={MAX_NAME_LENGTH}
          placeholder="Site de la mairie"
          value={values.name}
          onChange={(event) => set("name", event.target.value)}
        />
      </FormField>
      <FormField label="Adresse du site" required error={errors.url}>
        <Input
          name="url"
          type="url"
          inputMode="url"
          placeholder="https://www.exemple.fr/"
          value={values.url}
          onChange={(event) => set("url", event.target.value)}
        />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label="Profondeur"
          error={errors.depth}
          description="Combien de liens suivre depuis la première page (0 : cette page seule)."
        >
          <Input
            name="depth"
            type="number"
            min={DEPTH.min}
            max={DEPTH.max}
            value={values.depth}
            onChange={(event) => set("depth", event.target.value)}
          />
        </FormField>
        <FormField
          label="Pages au plus"
          error={errors.maxCrawls}
          description="Le nombre maximal de pages lues."
        >
          <Input
            name="max_crawls"
            type="number"
            min={MAX_CRAWLS.min}
            max={MAX_CRAWLS.max}
            value={values.maxCrawls}
            onChange={(event) => set("maxCrawls", event.target.value)}
          />
        </FormField>
      </div>
      <FormField
        label="Adresses à ignorer"
        error={errors.ignorePatterns}
        description="Une par ligne : une adresse qui contient ce texte est ignorée (par exemple /blog/) ; * remplace n'importe quelle suite de caractères."
      >
        <Textarea
          name="ignore_patterns"
          rows={3}
          value={values.ignorePatterns}
          onChange={(event) => set("ignorePatterns", event.target.value)}
        />
      </FormField>
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
          ? "Les réglages ont changé : voyez de nouveau les pages trouvées avant de lancer l'ingestion."
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
          <strong>{created.knowledgeBase.name}</strong> est créée : ses pages sont lues et indexées
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
