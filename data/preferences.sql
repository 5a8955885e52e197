-- Fabric Planner catalogue: the media rule. For each link the planner tries these kinds in rank order and
-- takes the first whose part (of the link's speed and technology) reaches the link length. Reach rules from the
-- NVIDIA Cable Management Guidelines & FAQ (shared/reference/catalogue.md A4).

BEGIN;

INSERT INTO media_preference (rank, kind, fibre_type, note) VALUES
  (1, 'dac', NULL, 'Passive copper first: lowest cost, latency and power (no port power). Usable to 2-5 m depending on rate (EDR 5 m; NDR 2 m) per the NVIDIA Cable Management Guidelines & FAQ (https://docs.nvidia.com/networking/display/cablemanagfaq). NDR: twin-port finned DAC to 2 m, 1:2 splitter DAC to 3 m (flat-top -FLT splitter to 2 m) (NVIDIA MCP4Y10 / MCP7Y00 spec pages). Splitters (MCP7Y00-N, MCP7Y60-H) serve a whole twin-port cage; their far ends must fit the node cage (end_connector). Not-for-sale parts are never picked.'),
  (2, 'acc', NULL, 'Active copper next where passive copper runs out: NDR ACC 3-5 m (MCA4J80-N sold at 3, 4 and 5 m; "for lengths of 4 and 5 m" beyond passive reach, NVIDIA LinkX MCP7Y00/MCP7Y10 spec pages).'),
  (3, 'aoc', NULL, 'Active optical cable: about 3 m to 100 m, one part per link, no separate fibre (NVIDIA Cable Management Guidelines & FAQ (https://docs.nvidia.com/networking/display/cablemanagfaq)). Splitter AOC MFA7U10-H (twin-port OSFP to 2x QSFP56) to 30 m.'),
  (4, 'transceiver', 'MMF', 'Multimode transceivers plus fibre: SR/SR4 up to 100 m (NDR SR4 50 m on OM4) (NVIDIA Cable Management Guidelines & FAQ (https://docs.nvidia.com/networking/display/cablemanagfaq)).'),
  (5, 'transceiver', 'SMF', 'Single-mode transceivers plus fibre: parallel DR4 up to 500 m, CWDM/FR up to 2 km, LR 10 km (NVIDIA Cable Management Guidelines & FAQ (https://docs.nvidia.com/networking/display/cablemanagfaq)).'),
  (6, 'twisted-pair', NULL, 'RJ45 patch cords (Cat6) for 1GbE management ports: the only medium an RJ45 port takes, to 100 m (TIA-568) [S]; the DGX SuperPOD RA runs every OOB link on Cat5e 1G copper (RA-11333-001 V11 Table 8) [P].');

COMMIT;
