-- A bot's allowed sites are compared with the Origin header that browsers send: scheme and host
-- in lower case, no default port, no trailing slash. Sites saved as typed before ("https://site/",
-- "https://Site:443") never matched it: each is rewritten as that origin, once, in its order.
UPDATE bots SET allowed_origins = mended.origins
  FROM (
    SELECT b.id, jsonb_agg(entry.origin ORDER BY entry.first) AS origins
      FROM bots b
     CROSS JOIN LATERAL (
       SELECT origin, min(position) AS first
         FROM (
           SELECT regexp_replace(
                    regexp_replace(lower(value), '/$', ''),
                    '^(https://[^/]+):443$|^(http://[^/]+):80$', '\1\2'
                  ) AS origin,
                  position
             FROM jsonb_array_elements_text(b.allowed_origins) WITH ORDINALITY AS typed (value, position)
         ) normalised
        GROUP BY origin
     ) entry
     WHERE jsonb_array_length(b.allowed_origins) > 0
     GROUP BY b.id
  ) mended
 WHERE bots.id = mended.id AND bots.allowed_origins IS DISTINCT FROM mended.origins;
