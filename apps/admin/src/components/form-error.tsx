/** What the server refused that belongs to no field of the form. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="m-0 text-sm font-medium text-[var(--red-11)]">
      {message}
    </p>
  );
}
