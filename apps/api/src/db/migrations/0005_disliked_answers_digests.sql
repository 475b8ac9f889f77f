-- When each user who wants the weekly digest of disliked answers was last sent it. A server
-- instance claims a user whose digest is due by moving `last_sent_at` forward in one UPDATE, so
-- that with several instances each digest is sent once.
CREATE TABLE disliked_answers_digests (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  last_sent_at timestamptz NOT NULL
);
