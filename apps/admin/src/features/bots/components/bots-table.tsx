import type { Bot, Choice } from "@org/api-client";
import { Badge, DataTable, type DataTableColumn, IconButton, Switch } from "@org/ui";
import { TrashIcon } from "@radix-ui/react-icons";
import { Link } from "react-router";
import { formatDateTime } from "@/lib/format-date";
import { answeredBy } from "../data/answer-mode";
import { BotsAvatar } from "./bots-avatar";

/** Rows shown per page of the assistants table. */
const BOTS_PAGE_SIZE = 10;

export interface BotsTableActions {
  canChange: boolean;
  canDelete: boolean;
  onToggleActive: (bot: Bot) => void;
  onDelete: (bot: Bot) => void;
}

function columns(actions: BotsTableActions, models: readonly Choice[]): DataTableColumn<Bot>[] {
  return [
    {
      id: "name",
      header: "Nom",
      sortValue: (bot) => bot.name.toLocaleLowerCase("fr"),
      cell: (bot) => (
        <span className="inline-flex items-center gap-3">
          <BotsAvatar name={bot.name} src={bot.avatar_url} size="sm" />
          <Link className="font-medium text-foreground" to={`/bots/${bot.id}`}>
            {bot.name}
          </Link>
        </span>
      ),
    },
    {
      id: "model",
      header: "Modèle",
      sortValue: (bot) => answeredBy(bot, models),
      cell: (bot) => answeredBy(bot, models),
    },
    {
      id: "active",
      header: "Actif",
      sortValue: (bot) => (bot.is_active ? 1 : 0),
      cell: (bot) =>
        actions.canChange ? (
          <Switch
            aria-label={`${bot.name} actif`}
            checked={bot.is_active}
            onCheckedChange={() => actions.onToggleActive(bot)}
          />
        ) : (
          <Badge variant={bot.is_active ? "success" : "secondary"}>
            {bot.is_active ? "Actif" : "Inactif"}
          </Badge>
        ),
    },
    {
      id: "updated",
      header: "Modifié le",
      sortValue: (bot) => bot.updated_at,
      cell: (bot) => formatDateTime(new Date(bot.updated_at)),
    },
    ...(actions.canDelete
      ? [
          {
            id: "actions",
            header: <span className="sr-only">Actions</span>,
            align: "right",
            cell: (bot) => (
              <IconButton
                variant="ghost"
                className="text-[var(--red-11)]"
                aria-label={`Supprimer ${bot.name}`}
                onClick={() => actions.onDelete(bot)}
              >
                <TrashIcon />
              </IconButton>
            ),
          } satisfies DataTableColumn<Bot>,
        ]
      : []),
  ];
}

/** The assistants, sortable by each column and split into pages. */
export function BotsTable({
  bots,
  models,
  actions,
}: {
  bots: readonly Bot[];
  /** The model choices, to show their names; the raw value shows when they are unknown. */
  models: readonly Choice[];
  actions: BotsTableActions;
}) {
  return (
    <DataTable
      caption="Assistants"
      hideCaption
      columns={columns(actions, models)}
      rows={bots}
      getRowId={(bot) => bot.id}
      pageSize={BOTS_PAGE_SIZE}
      defaultSort={{ columnId: "name", direction: "ascending" }}
      labels={{
        previousPage: "Précédente",
        nextPage: "Suivante",
        pageStatus: (page, count) => `Page ${page} sur ${count}`,
      }}
    />
  );
}
