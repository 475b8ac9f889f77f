/**
 * Where the server sends no mail, the way left to a new password: an administrator runs the
 * server's command for it, on the server's machine.
 */
export function ForgotPasswordWithoutMail() {
  return (
    <p className="m-0 text-sm">
      Un administrateur peut vous donner un nouveau mot de passe sur le serveur, avec la commande{" "}
      <code className="font-mono">set-password &lt;nom d'utilisateur&gt;</code>.
    </p>
  );
}
