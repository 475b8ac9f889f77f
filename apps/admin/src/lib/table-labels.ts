import type { DataTableLabels } from "@org/ui";

/** The words of every table of the back-office (pages, and the sort of the cards on a phone). */
export const TABLE_LABELS: Partial<DataTableLabels> = {
  previousPage: "Précédente",
  nextPage: "Suivante",
  pageStatus: (page, count) => `Page ${page} sur ${count}`,
  pagination: "Pages",
  sortBy: "Trier par",
  ascending: "Croissant",
  descending: "Décroissant",
};
