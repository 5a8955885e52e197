-- Fabric Planner catalogue: subnet managers embedded in managed InfiniBand switches.
-- NVIDIA MLNX-OS User Manual v3.11.3006, "Subnet Manager": "The embedded SM on the MLNX-OS can be used
-- to manage fabrics up to 2048 nodes on x86 based systems"; the same manual says that SM does not run
-- SHARP or adaptive routing (those need UFM). SB7800, QM8700 and QM9700 are x86-managed MLNX-OS switches
-- (shared/reference/catalogue.md A1). Quantum-X800 switches run NVOS: no published limit here, so no row.

BEGIN;

INSERT INTO embedded_subnet_managers (model, max_nodes, note, source, grade) VALUES
  ('SB7800', 2048, 'MLNX-OS embedded SM on an x86 managed switch; no SHARP, no adaptive routing.', 'https://docs.nvidia.com/networking/display/nvidiamlnxosusermanualv3113006/subnet+manager [P]', 'P'),
  ('QM8700', 2048, 'MLNX-OS embedded SM on an x86 managed switch; no SHARP, no adaptive routing.', 'https://docs.nvidia.com/networking/display/nvidiamlnxosusermanualv3113006/subnet+manager [P]', 'P'),
  ('QM9700', 2048, 'MLNX-OS embedded SM on an x86 managed switch; no SHARP, no adaptive routing.', 'https://docs.nvidia.com/networking/display/nvidiamlnxosusermanualv3113006/subnet+manager [P]', 'P');

COMMIT;
