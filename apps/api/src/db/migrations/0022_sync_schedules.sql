-- The time zone an account's schedules are read in (an IANA name).
ALTER TABLE accounts ADD COLUMN time_zone text NOT NULL DEFAULT 'Europe/Paris';

-- A URL knowledge base's site is crawled again on a schedule: never (`off`), every day, or every
-- week, at `sync_hour` of the account's time zone (and on `sync_weekday`, 1 Monday to 7 Sunday,
-- for a weekly one). `next_sync_at` is when it is due; the instance that finds it due moves it on
-- before queuing the crawl, so that one instance queues it once.
ALTER TABLE knowledge_bases
  ADD COLUMN sync_frequency text NOT NULL DEFAULT 'off'
    CHECK (sync_frequency IN ('off', 'daily', 'weekly')),
  ADD COLUMN sync_hour integer NOT NULL DEFAULT 3 CHECK (sync_hour BETWEEN 0 AND 23),
  ADD COLUMN sync_weekday integer NOT NULL DEFAULT 1 CHECK (sync_weekday BETWEEN 1 AND 7),
  ADD COLUMN next_sync_at timestamptz;
CREATE INDEX knowledge_bases_next_sync ON knowledge_bases (next_sync_at)
  WHERE sync_frequency <> 'off';

-- The first moment after `after` that a schedule names, in the time zone `tz`: today's or the
-- next day's `hour` (daily), or the next `weekday` at `hour` (weekly); NULL when it is off.
CREATE FUNCTION next_sync_at(frequency text, hour integer, weekday integer, tz text,
                             after timestamptz)
RETURNS timestamptz
LANGUAGE sql STABLE
AS $$
  SELECT CASE frequency
    WHEN 'daily' THEN
      (SELECT CASE WHEN t > local THEN t ELSE t + interval '1 day' END AT TIME ZONE tz
         FROM (SELECT after AT TIME ZONE tz AS local,
                      date_trunc('day', after AT TIME ZONE tz) + make_interval(hours => hour) AS t) d)
    WHEN 'weekly' THEN
      (SELECT CASE WHEN t > local THEN t ELSE t + interval '7 days' END AT TIME ZONE tz
         FROM (SELECT after AT TIME ZONE tz AS local,
                      date_trunc('day', after AT TIME ZONE tz)
                        + make_interval(days => ((weekday - extract(isodow FROM after AT TIME ZONE tz)::int + 7) % 7),
                                        hours => hour) AS t) w)
  END
$$;

-- What an ingestion did to its knowledge base's pages: new, changed, removed and unchanged ones
-- (NULL for tasks that read no pages, and those ended before this column).
ALTER TABLE tasks ADD COLUMN page_changes jsonb;
