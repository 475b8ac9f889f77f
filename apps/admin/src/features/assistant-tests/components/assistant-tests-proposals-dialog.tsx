import type { Bot, TestProposal } from "@org/api-client";
import { useApiClient, useCreateAssistantTest } from "@org/api-client/react";
import { Button, Checkbox, Dialog, Skeleton, toast } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadErrorCard } from "@/components/load-error-card";
import { ofName } from "@/lib/of-name";
import { testProposalsQuery } from "../api";
import { testsText } from "../data/test-labels";

export interface AssistantTestsProposalsDialogProps {
  bot: Bot;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Questions drawn from the headings of the assistant's pages, each with the page that answers it:
 * those kept (all at first) become tests that expect their page to be cited.
 */
export function AssistantTestsProposalsDialog({
  bot,
  open,
  onOpenChange,
}: AssistantTestsProposalsDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="44rem">
        <Dialog.Title>Proposer des questions</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          Des questions tirées des titres des pages {ofName(bot.name)} qu'aucun test ne pose encore.
          Chacune devient un test dont la bonne réponse cite la page d'où elle vient.
        </Dialog.Description>
        {open ? <Proposals bot={bot} onDone={() => onOpenChange(false)} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function Proposals({ bot, onDone }: { bot: Bot; onDone: () => void }) {
  const proposals = useQuery(testProposalsQuery(useApiClient(), bot.id));
  if (proposals.isPending) {
    return (
      <div className="grid gap-2" aria-hidden>
        {["a", "b", "c"].map((key) => (
          <Skeleton key={key} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (proposals.isError) {
    return (
      <LoadErrorCard
        message="Impossible de proposer des questions."
        onRetry={() => proposals.refetch()}
      />
    );
  }
  if (proposals.data.length === 0) {
    return (
      <div className="grid gap-4">
        <p className="m-0 rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
          Aucun titre des pages {ofName(bot.name)} ne donne de nouvelle question&nbsp;: chacun est
          déjà posé par un test, ou ses bases de connaissances n'ont pas encore de page.
        </p>
        <div className="flex justify-end">
          <Dialog.Close>
            <Button variant="outline">Fermer</Button>
          </Dialog.Close>
        </div>
      </div>
    );
  }
  return <ProposalsForm bot={bot} proposals={proposals.data} onDone={onDone} />;
}

function ProposalsForm({
  bot,
  proposals,
  onDone,
}: {
  bot: Bot;
  proposals: readonly TestProposal[];
  onDone: () => void;
}) {
  const create = useCreateAssistantTest();
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const kept = proposals.filter((_, index) => !left.has(index));

  function toggle(index: number, checked: boolean) {
    setLeft((current) => {
      const next = new Set(current);
      if (checked) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  async function add() {
    setAdding(true);
    let added = 0;
    try {
      // One after the other, so that the tests keep the order of the proposals.
      for (const proposal of kept) {
        await create.mutateAsync({
          bot: bot.id,
          question: proposal.question,
          expect: "page",
          expected_url: proposal.expected_url,
        });
        added += 1;
      }
    } catch {
      // The general handler told what was refused; those added before it stay.
    } finally {
      setAdding(false);
    }
    if (added > 0) {
      toast({
        title: added > 1 ? `${added} tests ajoutés` : "1 test ajouté",
        description: "Ils seront posés à l'assistant au prochain lancement des tests.",
      });
    }
    if (added === kept.length) onDone();
  }

  return (
    <div className="grid gap-4">
      <ul
        aria-label="Questions proposées"
        className="m-0 grid max-h-[50vh] list-none gap-2 overflow-y-auto p-0"
      >
        {proposals.map((proposal, index) => (
          <li key={`${proposal.expected_url}-${proposal.question}`} className="grid gap-0.5">
            <Checkbox
              label={<span className="break-words">{proposal.question}</span>}
              checked={!left.has(index)}
              onCheckedChange={(checked) => toggle(index, checked === true)}
            />
            <span className="break-all pl-6 text-xs text-muted-foreground">
              {proposal.expected_url}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-3">
        <Dialog.Close>
          <Button variant="outline">Annuler</Button>
        </Dialog.Close>
        <Button onClick={add} loading={adding} disabled={kept.length === 0}>
          {`Ajouter ${testsText(kept.length)}`}
        </Button>
      </div>
    </div>
  );
}
