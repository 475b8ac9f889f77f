import { Button } from "@org/ui";
import { DownloadIcon } from "@radix-ui/react-icons";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "@/lib/download-file";

export interface DownloadButtonProps {
  /** Fetches the file; its failure is shown by the general handler of failed requests. */
  download: () => Promise<Blob>;
  fileName: string;
  children: string;
}

/** A button fetching a file from the API and saving it under `fileName`. */
export function DownloadButton({ download, fileName, children }: DownloadButtonProps) {
  const downloading = useMutation({
    mutationFn: download,
    onSuccess: (file) => downloadFile(file, fileName),
  });
  return (
    <Button variant="outline" loading={downloading.isPending} onClick={() => downloading.mutate()}>
      <DownloadIcon aria-hidden />
      {children}
    </Button>
  );
}
