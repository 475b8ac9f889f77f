import { useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { BotsDetail } from "./components/bots-detail";
import { BotsList } from "./components/bots-list";

export function BotsPage() {
  return (
    <>
      <PageHeader
        title="Assistant IA"
        description="Vos assistants, ce qu'ils savent et comment ils se présentent à vos visiteurs."
      />
      <BotsList />
    </>
  );
}

export function BotDetailPage() {
  return <BotsDetail botId={Number(useParams().botId)} />;
}
