-- Fabric Planner catalogue: network adapters (ConnectX, BlueField). model = NVIDIA OPN where known.
-- Facts from shared/reference/catalogue.md A3. Card power is not published in the sources: power_w is NULL.
-- Prices are street prices seen by the reference (2026 snapshot, secondary sources), flagged indicative; others NULL.

BEGIN;

INSERT INTO nics (model, family, technology, ports, speed_gbps, cage_type, pcie_gen, pcie_lanes, power_w, price_usd, price_indicative, price_source, notes, source, grade) VALUES
  ('MCX653105A-HDAT', 'ConnectX-6', 'vpi', 1, 200, 'QSFP56', 4, 16, NULL, NULL, 1, NULL, 'ConnectX-6 VPI, 1 x QSFP56, HDR 200G InfiniBand or 200GbE. Power unknown.', 'shared/reference/catalogue.md A3; ibdev2netdev string in a public repo [P-string]; resellers [S]', 'S'),
  ('MCX653106A-HDAT', 'ConnectX-6', 'vpi', 2, 200, 'QSFP56', 4, 16, NULL, NULL, 1, NULL, 'ConnectX-6 VPI, 2 x QSFP56, HDR 200G / 200GbE per port (a x16 Gen4 slot cannot carry both ports at full rate). Power unknown.', 'shared/reference/catalogue.md A3; resellers [S]', 'S'),
  ('MCX653105A-ECAT', 'ConnectX-6', 'vpi', 1, 100, 'QSFP56', 4, 16, NULL, NULL, 1, NULL, 'ConnectX-6 VPI, 1 port, HDR100 / EDR / 100GbE. Cage QSFP56 as on the other ConnectX-6 VPI cards [C]. Power unknown.', 'shared/reference/catalogue.md A3; resellers [S]', 'S'),
  ('MCX623106AN-CDAT', 'ConnectX-6 Dx', 'ethernet', 2, 100, 'QSFP56', 4, 16, NULL, 1550, 1, 'FS.com street price, 2026 snapshot [S]', 'ConnectX-6 Dx, 2 x 100GbE QSFP56; Ethernet 10-200GbE family [P WinOF-2]. PCIe 4.0 x16 [S]. Power unknown.', 'shared/reference/catalogue.md A3; NVIDIA WinOF-2 release notes [P]; resellers [S]', 'S'),
  ('MCX623105AN-VDAT', 'ConnectX-6 Dx', 'ethernet', 1, 200, 'QSFP56', 4, 16, NULL, NULL, 1, NULL, 'ConnectX-6 Dx, 1 x 200GbE QSFP56. Power unknown.', 'shared/reference/catalogue.md A3; resellers [S]', 'S'),
  ('MCX75310AAS-NEAT', 'ConnectX-7', 'vpi', 1, 400, 'OSFP', 5, 16, NULL, 1599, 1, 'NADDOD street price, 2026 snapshot [S] (FS.com US: USD 2,188)', 'ConnectX-7, 1 x OSFP (flat top, riding heat sink), NDR 400G InfiniBand or 400GbE. The DGX H100/H200/B200 compute ports are the equivalent single-port ConnectX-7. Power unknown.', 'shared/reference/catalogue.md A3; NVIDIA ConnectX-7 OCP manual and HPE VPD string [P]', 'P'),
  ('MCX75310AAS-HEAT', 'ConnectX-7', 'vpi', 1, 200, 'OSFP', 5, 16, NULL, NULL, 1, NULL, 'ConnectX-7, 1 x OSFP, NDR200 InfiniBand / 200GbE. Power unknown.', 'shared/reference/catalogue.md A3 [P]/[S]', 'S'),
  ('MCX755106AS-HEAT', 'ConnectX-7', 'vpi', 2, 200, 'QSFP112', 5, 16, NULL, NULL, 1, NULL, 'ConnectX-7, 2 x QSFP112, NDR200 / 200GbE per port. Power unknown.', 'shared/reference/catalogue.md A3 [P]/[S]', 'S'),
  ('MCX713106AS-VEAT', 'ConnectX-7', 'ethernet', 2, 200, 'QSFP112', 5, 16, NULL, NULL, 1, NULL, 'ConnectX-7 Ethernet, 2 x QSFP112. 200GbE per port from the OPN speed letter V (= 200GbE) [C]; the -CEAT sibling is the 100GbE card. Power unknown.', 'shared/reference/catalogue.md A3; NVIDIA part-number grammar (catalogue.md A4) [C]', 'C'),
  ('900-9X81E-00EX-ST0', 'ConnectX-8', 'vpi', 1, 800, 'OSFP', 6, 16, NULL, 1779, 1, 'NADDOD street price, 2026 snapshot [S] (FS.com: USD 2,519)', 'ConnectX-8 SuperNIC C8180 (also -DT0), 1 x OSFP: 800 Gb/s XDR InfiniBand, or Ethernet as 2 x 400GbE; "800GbE link speed is not supported on a single port" [P FW RN 40.44]. PCIe Gen6 x16 [S/P]. Power unknown.', 'shared/reference/catalogue.md A3; NVIDIA ConnectX-8 firmware release notes 40.44 [P]', 'P'),
  ('900-9X81Q-00CN-ST0', 'ConnectX-8', 'vpi', 2, 400, 'QSFP112', 6, 16, NULL, NULL, 1, NULL, 'ConnectX-8 SuperNIC C8240, 2 x QSFP112 at 400G each. PCIe Gen6 x16 [S/P]. Power unknown.', 'shared/reference/catalogue.md A3; NVIDIA ConnectX-8 firmware release notes [P]', 'S'),
  ('900-9D3B6-00CN-AB0', 'BlueField-3', 'vpi', 2, 400, 'QSFP112', 5, 16, NULL, NULL, 1, NULL, 'BlueField-3 DPU B3240: 2 x 400GbE/NDR QSFP112, dual-slot FHHL, 16 Arm cores, 32 GB. Needs 8-pin ATX aux power; watts unknown [P].', 'shared/reference/catalogue.md A3; NVIDIA DOCA installation guide / release notes [P]', 'P'),
  ('900-9D3B6-00CV-AA0', 'BlueField-3', 'vpi', 2, 200, 'QSFP112', 5, 16, NULL, NULL, 1, NULL, 'BlueField-3 DPU B3220: 2 x 200GbE/NDR200 QSFP112. Needs 8-pin ATX aux power; watts unknown [P]. Street price seen: GBP 3,009.90 (LambdaTek) [S], not converted, so price_usd is NULL.', 'shared/reference/catalogue.md A3; NVIDIA DOCA installation guide / release notes [P]', 'P'),
  ('900-9D3B6-00CC-AA0', 'BlueField-3', 'vpi', 2, 100, 'QSFP112', 5, 16, NULL, NULL, 1, NULL, 'BlueField-3 DPU B3210: 2 x 100GbE/HDR100 QSFP112. Needs 8-pin ATX aux power; watts unknown [P].', 'shared/reference/catalogue.md A3; NVIDIA DOCA installation guide / release notes [P]', 'P'),
  ('900-9D3B6-00CC-EA0', 'BlueField-3', 'vpi', 2, 100, 'QSFP112', 5, 16, NULL, 3053, 1, 'SHI street price, 2026 snapshot [S] (MSRP USD 4,686)', 'BlueField-3 DPU B3210E: the B3210 (2 x 100GbE/HDR100) E-variant. Needs 8-pin ATX aux power; watts unknown [P].', 'shared/reference/catalogue.md A3; NVIDIA DOCA installation guide / release notes [P]', 'P'),
  ('900-9D3B4-00PN-E', 'BlueField-3', 'vpi', 1, 400, 'QSFP112', 5, 16, NULL, NULL, 1, NULL, 'BlueField-3 B3140L: 1 x 400GbE/NDR QSFP112, 8 Arm cores. The OPN is given as printed in the source; its trailing revision characters may be truncated. Power unknown.', 'shared/reference/catalogue.md A3; NVIDIA DOCA installation guide / release notes [P]', 'P'),
  ('900-9D3D4-00EN-HA0', 'BlueField-3 SuperNIC', 'ethernet', 1, 400, 'QSFP112', NULL, NULL, NULL, NULL, 1, NULL, 'BlueField-3 SuperNIC B3140H, 1 x 400GbE, the SuperNIC of the NVIDIA Enterprise RAs (HGX H100/H200/B200 on Spectrum-X) [P]. OPN as given in the issue 13 review [S]. Cage not in the sources: QSFP112 assumed as on the B3140L [E]. Power, PCIe and price unknown.', 'shared/reference/catalogue.md A3, B9; NVIDIA Enterprise Reference Architectures [P]; OPNs 900-9D3D4-00EN-HA0 / -00NN-HA0 as reviewed in issue 13 [S]', 'E'),
  ('900-9D3D4-00NN-HA0', 'BlueField-3 SuperNIC', 'ethernet', 1, 400, 'QSFP112', NULL, NULL, NULL, NULL, 1, NULL, 'BlueField-3 SuperNIC B3140H, second OPN of the same card (what the NN variant changes is not stated in the sources). 1 x 400GbE [P]; cage QSFP112 assumed [E]. Power, PCIe and price unknown.', 'shared/reference/catalogue.md A3, B9; NVIDIA Enterprise Reference Architectures [P]; OPNs as reviewed in issue 13 [S]', 'E');

COMMIT;

-- NIC port modes (schema: nic_port_modes). Only what a source states; other speeds run as one port.
BEGIN;

INSERT INTO nic_port_modes (model, speed_gbps, technology, ports_per_port, note, source, grade) VALUES
  ('900-9X81E-00EX-ST0', 800, 'infiniband', 1, 'ConnectX-8 C8180: one 800 Gb/s XDR port.', 'NVIDIA ConnectX-8 firmware release notes 40.44.x, via shared/reference/catalogue.md A3 [P]', 'P'),
  ('900-9X81E-00EX-ST0', 400, 'ethernet', 2, 'ConnectX-8 C8180 on Ethernet: 2 x 400GbE; "800GbE link speed is not supported on a single port". The Spectrum-X DGX B300 design runs 2 x 400G per GPU in two planes.', 'NVIDIA ConnectX-8 firmware release notes 40.44.x, via shared/reference/catalogue.md A3 and B4 [P]', 'P'),
  ('MCX75310AAS-NEAT', 400, 'both', 1, 'ConnectX-7, 1 x OSFP: NDR 400G or 400GbE, one port.', 'shared/reference/catalogue.md A3 [P]', 'P'),
  ('MCX75310AAS-NEAT', 200, 'infiniband', 1, 'ConnectX-7 runs NDR200: the 400G port at half rate stays one port.', 'shared/reference/catalogue.md A3 (ConnectX-7: IB HDR/NDR200/NDR) [P]', 'P');

COMMIT;
