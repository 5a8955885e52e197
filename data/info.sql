-- Fabric Planner catalogue: metadata. Load order: schema, info, switches, nics, media, preferences, platforms,
-- appliances, currencies.

BEGIN;

INSERT INTO catalogue_info (key, value) VALUES
  ('version', '2026.11'),
  ('compiled_from', 'data/*.sql'),
  ('price_note', 'Prices are indicative (USD): street prices seen in 2026 for a few NICs, otherwise Fabric Planner estimates of the market level (2026-11). They are not quotes; NVIDIA and resellers price on request. Enter your own prices and discounts in Settings.');

COMMIT;
