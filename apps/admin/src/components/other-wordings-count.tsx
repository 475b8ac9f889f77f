/** How many other wordings a question has ("+2 autres formulations"); nothing when none. */
export function OtherWordingsCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="text-xs text-muted-foreground">
      {count > 1 ? `+${count} autres formulations` : "+1 autre formulation"}
    </span>
  );
}
