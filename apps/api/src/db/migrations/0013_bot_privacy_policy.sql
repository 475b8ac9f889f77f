-- The full privacy policy a bot's widget links to from its privacy terms, set in the back-office
-- and read by the widget without signing in; NULL: the widget shows no link.

ALTER TABLE bots ADD COLUMN privacy_policy_url text
  CHECK (privacy_policy_url ~* '^https?://[^/]' AND length(privacy_policy_url) <= 2000);
