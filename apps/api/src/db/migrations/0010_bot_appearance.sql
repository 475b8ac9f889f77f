-- How each bot's widget looks, set in the back-office and read by the widget without signing in,
-- and the language of the widget and of the answers' fixed replies.

ALTER TABLE bots ADD COLUMN color text NOT NULL DEFAULT '#3e63dd'
  CHECK (color ~ '^#[0-9a-fA-F]{6}$');
ALTER TABLE bots ADD COLUMN position text NOT NULL DEFAULT 'bottom-right'
  CHECK (position IN ('bottom-right', 'bottom-left'));
ALTER TABLE bots ADD COLUMN size text NOT NULL DEFAULT 'md'
  CHECK (size IN ('sm', 'md', 'lg', 'xl', 'full'));
ALTER TABLE bots ADD COLUMN default_open boolean NOT NULL DEFAULT false;
ALTER TABLE bots ADD COLUMN theme text NOT NULL DEFAULT 'light'
  CHECK (theme IN ('light', 'dark', 'system'));
ALTER TABLE bots ADD COLUMN launcher_icon text NOT NULL DEFAULT 'avatar'
  CHECK (launcher_icon IN ('avatar', 'chat', 'question', 'sparkles'));
-- No CHECK: a language is added by the application (the contract's list), without a migration.
ALTER TABLE bots ADD COLUMN language text NOT NULL DEFAULT 'fr';
