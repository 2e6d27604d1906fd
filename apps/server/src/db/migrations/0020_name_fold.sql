-- Hand-written (docs/decisions/030): name_fold() is how two names are compared to tell whether one
-- is taken (companies, expense and ticket categories). Case does not count, the Turkish way and the
-- English way at once: I, ı, İ and i are all one letter ("IRMAK" is "ırmak", "ACME INC" is
-- "Acme Inc"), and a combining dot above (what some tools write for İ in lower case) is dropped;
-- every other letter keeps its accents ("Çam" is not "Cam"). A SQL-standard body, as search_fold's.
CREATE OR REPLACE FUNCTION name_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(translate(value, 'Iİı' || U&'\0307', 'iii'));
