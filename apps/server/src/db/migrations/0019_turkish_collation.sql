-- Hand-written (docs/decisions/029): Turkish alphabetical order as an ICU collation, in place of the
-- tr_sort_key() function of migration 0013, which cost about 13 µs a row on the embedded database
-- (a Turkish sort of a million transactions held it for 20 s). The embedded database's ICU has no
-- Turkish data, so from PostgreSQL 16 on (PGlite is 18) the collation is the root order with
-- CLDR's Turkish rules written out: ç after c, ğ after g, ı (and its capital I) before i, İ with
-- i, ö after o, ş after s, ü after u. PostgreSQL 15 has no rules option, but its ICU has the
-- Turkish tailoring itself. Deterministic, as every collation here: equal keys then compare by bytes.
DO $$
BEGIN
  IF current_setting('server_version_num')::int >= 160000 THEN
    EXECUTE $sql$CREATE COLLATION tr_alphabet (provider = icu, locale = 'und', rules = '&C<ç<<<Ç&G<ğ<<<Ğ&[before 1]i<ı<<<I&i<<<İ&O<ö<<<Ö&S<ş<<<Ş&U<ü<<<Ü')$sql$;
  ELSE
    EXECUTE $sql$CREATE COLLATION tr_alphabet (provider = icu, locale = 'tr')$sql$;
  END IF;
END
$$;--> statement-breakpoint
DROP FUNCTION tr_sort_key(text);
