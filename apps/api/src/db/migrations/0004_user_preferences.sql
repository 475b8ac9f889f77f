-- Each user's own preferences (display, notifications) as the client sent them; the API fills
-- whatever was never set with its default when it reads them back.
ALTER TABLE users ADD COLUMN preferences jsonb NOT NULL DEFAULT '{}'::jsonb;
