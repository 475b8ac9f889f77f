/** A thumb, up for a liked answer and down for a disliked one; decorative, words say the rating. */
export function ChatsThumbIcon({ direction }: { direction: "up" | "down" }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      width="14"
      height="14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={direction === "down" ? "-scale-y-100" : undefined}
    >
      <path d="M2.5 10.5h3.5v10H2.5z" />
      <path d="M6 10.5 10.2 3c1.4 0 2.4 1.2 2.1 2.6l-.8 3.9h6.3a2.4 2.4 0 0 1 2.3 2.9l-1.5 6.7a2.4 2.4 0 0 1-2.3 1.9H6" />
    </svg>
  );
}
