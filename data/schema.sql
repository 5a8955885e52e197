-- Fabric Planner catalogue schema. Compiled with the row files into catalogue.sqlite at build time.
-- Every row names its source (URL or document) and a grade: P primary NVIDIA document, S secondary,
-- C computed from sourced values, E Fabric Planner estimate. Unknown values are NULL, never guessed.
-- Prices are in US dollars; price_indicative = 1 means an estimate or street price, not a quote.
PRAGMA user_version = 7;
PRAGMA foreign_keys = ON;

CREATE TABLE catalogue_info (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE switches (
  model            TEXT PRIMARY KEY,
  family           TEXT NOT NULL,                       -- Quantum-2, Spectrum-4, ...
  technology       TEXT NOT NULL CHECK (technology IN ('infiniband', 'ethernet')),
  asic             TEXT,
  ordering_pn      TEXT,                                -- 920-... ordering part number
  legacy_opn       TEXT,                                -- MQM9700-NS2F style
  cage_type        TEXT NOT NULL,                       -- OSFP, QSFP28, QSFP-DD, MPO-12 ...
  cages            INTEGER NOT NULL CHECK (cages > 0),
  ports_per_cage   INTEGER NOT NULL CHECK (ports_per_cage > 0),   -- 2 for twin-port OSFP
  sharp_version    INTEGER,                             -- NULL: no in-network reduction
  managed          INTEGER NOT NULL CHECK (managed IN (0, 1)),
  roles            TEXT NOT NULL,                       -- comma list: leaf, spine, core, management
  rack_units       INTEGER CHECK (rack_units > 0),
  power_w          REAL CHECK (power_w > 0),            -- typical; NULL when unknown
  max_power_w      REAL CHECK (max_power_w > 0),
  weight_kg        REAL CHECK (weight_kg > 0),
  latency_ns       REAL CHECK (latency_ns > 0),         -- port to port; NULL when unknown
  cooling          TEXT NOT NULL DEFAULT 'air' CHECK (cooling IN ('air', 'liquid')),
  status           TEXT NOT NULL DEFAULT 'current' CHECK (status IN ('current', 'end-of-life')),
  price_usd        REAL,
  price_indicative INTEGER NOT NULL DEFAULT 1 CHECK (price_indicative IN (0, 1)),
  price_source     TEXT,
  notes            TEXT,
  source           TEXT NOT NULL,
  grade            TEXT NOT NULL CHECK (grade IN ('P', 'S', 'C', 'E')),
  power_unknown_reason TEXT,                            -- why power_w is NULL (no published figure found)
  shield           INTEGER NOT NULL DEFAULT 0 CHECK (shield IN (0, 1)), -- SHIELD self-healing interconnect
  feature_source   TEXT,                                -- where the SHARP / SHIELD facts come from
  CHECK (price_usd IS NULL OR price_usd >= 0),
  CHECK (max_power_w IS NULL OR power_w IS NULL OR max_power_w >= power_w),
  CHECK (power_w IS NOT NULL OR status <> 'current' OR power_unknown_reason IS NOT NULL)
);

-- How a switch's cages can be run: one row per uniform mode (QM9700: 64 x 400G and 128 x 200G).
-- ports is the number of fabric ports at that speed; split marks modes that need splitter cables.
CREATE TABLE switch_port_modes (
  model      TEXT NOT NULL REFERENCES switches(model),
  speed_gbps INTEGER NOT NULL CHECK (speed_gbps > 0),
  ports      INTEGER NOT NULL CHECK (ports > 0),
  split      INTEGER NOT NULL DEFAULT 0 CHECK (split IN (0, 1)),
  note       TEXT,
  cages_used INTEGER CHECK (cages_used > 0),           -- cages that run this mode; NULL: every cage. Breakouts that
                                                       -- disable the neighbour cage count only the cages left running.
  PRIMARY KEY (model, speed_gbps)
);

CREATE TABLE nics (
  model            TEXT PRIMARY KEY,                    -- OPN, e.g. MCX75310AAS-NEAT
  family           TEXT NOT NULL,                       -- ConnectX-7, BlueField-3 ...
  technology       TEXT NOT NULL CHECK (technology IN ('infiniband', 'ethernet', 'vpi')),
  ports            INTEGER NOT NULL CHECK (ports > 0),
  speed_gbps       INTEGER NOT NULL CHECK (speed_gbps > 0),
  cage_type        TEXT NOT NULL,
  pcie_gen         INTEGER,
  pcie_lanes       INTEGER,
  power_w          REAL CHECK (power_w > 0),
  price_usd        REAL CHECK (price_usd >= 0),
  price_indicative INTEGER NOT NULL DEFAULT 1 CHECK (price_indicative IN (0, 1)),
  price_source     TEXT,
  notes            TEXT,
  source           TEXT NOT NULL,
  grade            TEXT NOT NULL CHECK (grade IN ('P', 'S', 'C', 'E'))
);

-- Cables, transceivers and fibre. One row per orderable part (a cable at each sold length is its
-- own row). speed_gbps is the speed of one link it carries; links_per_unit is how many links one
-- unit serves (2 for a twin-port transceiver or a 1-to-2 splitter).
CREATE TABLE media (
  part_number      TEXT PRIMARY KEY,
  family           TEXT NOT NULL,                       -- MCP4Y10-N, MMA4Z00-NS ...
  kind             TEXT NOT NULL CHECK (kind IN ('dac', 'acc', 'aoc', 'transceiver', 'fibre', 'twisted-pair')),
  technology       TEXT NOT NULL CHECK (technology IN ('infiniband', 'ethernet', 'both')),
  speed_gbps       INTEGER NOT NULL CHECK (speed_gbps > 0),
  connector        TEXT NOT NULL,                       -- the cage it plugs into: OSFP (finned, switch cage), OSFP-flat
                                                        -- (flat top, DGX node cage), QSFP112 ...; fibre rows: MPO-12/APC,
                                                        -- MPO-12, LC-duplex
  fibre_connector  TEXT,                                -- transceivers: the fibre connector of one link (= a fibre's connector)
  links_per_unit   INTEGER NOT NULL DEFAULT 1 CHECK (links_per_unit > 0),
  length_m         REAL CHECK (length_m > 0),           -- cables and fibre: the sold length
  reach_m          REAL CHECK (reach_m > 0),            -- transceivers: the maximum reach
  fibre_type       TEXT CHECK (fibre_type IN ('MMF', 'SMF')),
  power_w          REAL CHECK (power_w >= 0),           -- per unit; NULL when unknown
  description      TEXT NOT NULL,                       -- one customer-facing product line (printed on quotes/BOMs)
  notes            TEXT,                                -- sourcing commentary and [P]/[S]/[C]/[E] tags; not printed
  price_usd        REAL CHECK (price_usd >= 0),
  price_indicative INTEGER NOT NULL DEFAULT 1 CHECK (price_indicative IN (0, 1)),
  price_source     TEXT,
  source           TEXT NOT NULL,
  grade            TEXT NOT NULL CHECK (grade IN ('P', 'S', 'C', 'E')),
  status           TEXT NOT NULL DEFAULT 'current' CHECK (status IN ('current', 'not-for-sale')), -- life cycle
  replaced_by      TEXT,                                -- not-for-sale parts: the family or part NVIDIA sells instead
  end_connector    TEXT,                                -- cables whose far end differs from connector (splitter tails,
                                                        -- flat-to-finned): the cage the far end plugs into; every
                                                        -- splitter names it (a multi-link cable without it is straight)
  also_speeds      TEXT,                                -- comma list of other link speeds (Gb/s) the part carries
  CHECK ((kind = 'transceiver' AND reach_m IS NOT NULL) OR (kind <> 'transceiver' AND length_m IS NOT NULL)),
  CHECK (status = 'current' OR replaced_by IS NOT NULL)
);

-- The order in which media are tried for a link: the first kind whose part reaches wins.
-- This is the whole media rule: data, not code.
CREATE TABLE media_preference (
  rank       INTEGER PRIMARY KEY CHECK (rank > 0),
  kind       TEXT NOT NULL CHECK (kind IN ('dac', 'acc', 'aoc', 'transceiver', 'twisted-pair')),
  fibre_type TEXT CHECK (fibre_type IN ('MMF', 'SMF')),
  note       TEXT
);

CREATE TABLE platforms (
  name              TEXT PRIMARY KEY,                   -- DGX-H100, generic-server ...
  vendor            TEXT NOT NULL,
  gpus              INTEGER NOT NULL CHECK (gpus >= 0),
  gpu_model         TEXT,
  nvlink_gbytes_per_gpu REAL,                           -- GB/s one direction per GPU; NULL: none
  compute_ports     INTEGER NOT NULL CHECK (compute_ports > 0),
  nic_model         TEXT REFERENCES nics(model),
  nic_speed_gbps    INTEGER NOT NULL CHECK (nic_speed_gbps > 0),
  nic_included      INTEGER NOT NULL DEFAULT 1 CHECK (nic_included IN (0, 1)),
  node_cage_type    TEXT,                               -- the node-side cage of a compute port (OSFP-flat: DGX flat-top)
  node_ports_per_cage INTEGER NOT NULL DEFAULT 1 CHECK (node_ports_per_cage > 0), -- DGX H100: 2 (twin-port OSFP)
  rack_units        INTEGER NOT NULL CHECK (rack_units > 0),
  power_kw          REAL CHECK (power_kw > 0),
  weight_kg         REAL CHECK (weight_kg > 0),
  price_usd         REAL CHECK (price_usd >= 0),
  price_indicative  INTEGER NOT NULL DEFAULT 1 CHECK (price_indicative IN (0, 1)),
  price_source      TEXT,
  notes             TEXT,
  source            TEXT NOT NULL,
  grade             TEXT NOT NULL CHECK (grade IN ('P', 'S', 'C', 'E')),
  nvlink_domain_gpus INTEGER CHECK (nvlink_domain_gpus > 0), -- GPUs in one NVLink domain (8 for HGX, 72 for NVL72)
  rack_scale        INTEGER NOT NULL DEFAULT 0 CHECK (rack_scale IN (0, 1)), -- 1: the node is a whole rack
                                                      -- (GB200, GB300 NVL72) and defines its own rack
  pcie_gbytes_per_gpu REAL CHECK (pcie_gbytes_per_gpu > 0), -- GPU-to-GPU over PCIe, GB/s one direction, as NCCL
                                                      -- rates the GPU's link (lanes x GT/s code / 80); NULL: unknown
  host_cpu          TEXT CHECK (host_cpu IN ('intel', 'amd', 'arm')), -- the host's CPU, which sets NCCL's cost of
                                                      -- a network post; NULL: not recorded (an OEM's choice)
  hosts             INTEGER NOT NULL DEFAULT 1 CHECK (hosts > 0) -- operating systems in one node, each a Slurm
                                                      -- node: a GB200/GB300 NVL72 rack is 18 compute trays
);

-- Fabric management that takes fabric ports (UFM appliances on InfiniBand).
CREATE TABLE appliances (
  model            TEXT PRIMARY KEY,
  technology       TEXT NOT NULL CHECK (technology IN ('infiniband', 'ethernet')),
  fabric_ports     INTEGER NOT NULL CHECK (fabric_ports > 0),
  port_speed_gbps  INTEGER NOT NULL CHECK (port_speed_gbps > 0),
  rack_units       INTEGER CHECK (rack_units > 0),
  power_w          REAL CHECK (power_w > 0),
  price_usd        REAL CHECK (price_usd >= 0),
  price_indicative INTEGER NOT NULL DEFAULT 1 CHECK (price_indicative IN (0, 1)),
  price_source     TEXT,
  notes            TEXT,
  source           TEXT NOT NULL,
  grade            TEXT NOT NULL CHECK (grade IN ('P', 'S', 'C', 'E')),
  cage_type        TEXT,                                -- the appliance's fabric cage (UFM 3.x: OSFP-flat, ConnectX-7)
  ports_per_cage   INTEGER NOT NULL DEFAULT 1 CHECK (ports_per_cage > 0)
);

CREATE TABLE currencies (
  code     TEXT PRIMARY KEY,                            -- ISO 4217
  name     TEXT NOT NULL,
  symbol   TEXT NOT NULL,
  per_usd  REAL NOT NULL CHECK (per_usd > 0),
  as_of    TEXT NOT NULL,
  source   TEXT NOT NULL
);

-- How one port of a NIC runs at a link speed: as ports_per_port ports (a ConnectX-8 800G port runs
-- Ethernet as 2 x 400G). A speed without a row runs as one port at that rate (a ConnectX-7 400G
-- port at 200G stays one port at half rate). technology 'both' covers InfiniBand and Ethernet.
CREATE TABLE nic_port_modes (
  model          TEXT NOT NULL REFERENCES nics(model),
  speed_gbps     INTEGER NOT NULL CHECK (speed_gbps > 0),
  technology     TEXT NOT NULL CHECK (technology IN ('infiniband', 'ethernet', 'both')),
  ports_per_port INTEGER NOT NULL CHECK (ports_per_port > 0),
  note           TEXT,
  source         TEXT NOT NULL,
  grade          TEXT NOT NULL CHECK (grade IN ('P', 'S', 'C', 'E')),
  PRIMARY KEY (model, speed_gbps, technology)
);

-- The subnet manager embedded in a managed InfiniBand switch and the most nodes it manages.
CREATE TABLE embedded_subnet_managers (
  model     TEXT PRIMARY KEY REFERENCES switches(model),
  max_nodes INTEGER NOT NULL CHECK (max_nodes > 0),
  note      TEXT,
  source    TEXT NOT NULL,
  grade     TEXT NOT NULL CHECK (grade IN ('P', 'S', 'C', 'E'))
);

-- A platform's node ports on the networks other than the compute fabric (the compute ports are
-- platforms.compute_ports): storage fabric, in-band management, out-of-band (BMC). A platform
-- without a row for a network has no published port layout for it: that network is not planned
-- for it by default, and the plan says so.
CREATE TABLE platform_network_ports (
  platform    TEXT NOT NULL REFERENCES platforms(name),
  network     TEXT NOT NULL CHECK (network IN ('storage', 'inband', 'oob')),
  ports       INTEGER NOT NULL CHECK (ports > 0),
  speed_gbps  INTEGER NOT NULL CHECK (speed_gbps > 0),
  technology  TEXT NOT NULL CHECK (technology IN ('infiniband', 'ethernet')), -- the RA's choice
  cage_type   TEXT,                                     -- the node-side cage of one such port
  note        TEXT,
  source      TEXT NOT NULL,
  grade       TEXT NOT NULL CHECK (grade IN ('P', 'S', 'C', 'E')),
  PRIMARY KEY (platform, network)
);

-- The parts of a rack-scale system (an NVL72 rack's NVLink switch trays and power shelves) that have
-- management ports of their own on the OOB network, beside the compute trays' BMCs
-- (platform_network_ports 'oob'). The system's built-in OOB switches serve them; they are not
-- ordered apart from the system. port_names: the ports of one part in the order they are cabled.
-- in_rack_switches: for each port, the built-in OOB switch it reaches (1 the upper, 2 the lower),
-- or NULL where no source says: then the planner balances them.
CREATE TABLE rack_managed_parts (
  platform         TEXT NOT NULL REFERENCES platforms(name),
  part             TEXT NOT NULL,            -- the stem of its devices' names: nvsw, pwr
  title            TEXT NOT NULL,            -- 'NVLink switch tray'
  count            INTEGER NOT NULL CHECK (count > 0),
  port_names       TEXT NOT NULL,            -- 'ComE1,ComE2,BMC'
  in_rack_switches TEXT,                     -- '1,1,2'
  note             TEXT,
  source           TEXT NOT NULL,
  grade            TEXT NOT NULL CHECK (grade IN ('P', 'S', 'C', 'E')),
  PRIMARY KEY (platform, part)
);

-- Equipment a cluster orders beside its networks (racks, rack PDUs, management servers), as the
-- RAs' component tables list them. role: what the planner places it as.
CREATE TABLE infrastructure (
  model            TEXT PRIMARY KEY,
  role             TEXT NOT NULL UNIQUE CHECK (role IN ('rack', 'pdu', 'management-server')),
  description      TEXT NOT NULL,
  rack_units       INTEGER CHECK (rack_units > 0),
  power_w          REAL CHECK (power_w >= 0),
  inband_ports     INTEGER NOT NULL DEFAULT 0 CHECK (inband_ports >= 0), -- ports on the in-band network
  inband_speed_gbps INTEGER CHECK (inband_speed_gbps > 0),
  cage_type        TEXT,
  price_usd        REAL CHECK (price_usd >= 0),
  price_indicative INTEGER NOT NULL DEFAULT 1 CHECK (price_indicative IN (0, 1)),
  price_source     TEXT,
  notes            TEXT,
  source           TEXT NOT NULL,
  grade            TEXT NOT NULL CHECK (grade IN ('P', 'S', 'C', 'E'))
);
