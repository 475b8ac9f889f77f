/**
 * Where the server sends no mail, the way left to a new password: an administrator runs the
 * server's command for it, on the server's machine.
 */
export function ForgotPasswordWithoutMail() {
  return (
    <p className="m-0 text-sm">
      An administrator can give you a new password on the server, with the command{" "}
      <code className="font-mono">set-password &lt;username&gt;</code>.
    </p>
  );
}
