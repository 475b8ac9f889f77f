-- What a visitor who disliked an answer said was wrong with it ('' when nothing was said).
ALTER TABLE messages ADD COLUMN rating_comment text NOT NULL DEFAULT '';
