-- Fabric Planner catalogue: display currencies. per_usd = units of the currency per US dollar.
-- Rates other than USD are indicative; users set their own in Settings (the GUI) or the project.

BEGIN;

INSERT INTO currencies (code, name, symbol, per_usd, as_of, source) VALUES
  ('USD', 'US dollar', '$', 1, '2026-11', 'base currency of the catalogue'),
  ('CNY', 'Chinese yuan renminbi', '¥', 7.1, '2026-11', 'indicative exchange rate'),
  ('EUR', 'Euro', '€', 0.87, '2026-11', 'indicative exchange rate');

COMMIT;
