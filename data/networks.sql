-- Fabric Planner catalogue: the node port layouts of the networks beside the compute fabric, and the
-- infrastructure the reference architectures order with them.
-- DGX H100 / H200 port map [P]: 4 OSFP serving 8 single-port ConnectX-7 (compute) + 2 dual-port QSFP112 ConnectX-7
-- (storage / in-band) + 10G RJ45 + BMC (shared/reference/catalogue.md, "DGX port maps"). The H100 SuperPOD RA
-- (RA-11333-001 V11) orders 254 DGX QSFP112 storage transceivers for 127 DGX (2 each), 254 in-band AOCs (2 each,
-- "node connections 100 Gb/s bonded") and one Cat5e OOB cord per DGX (Table 8) [P].

BEGIN;

INSERT INTO platform_network_ports (platform, network, ports, speed_gbps, technology, cage_type, note, source, grade) VALUES
  ('DGX-H100', 'storage', 2, 400, 'infiniband', 'QSFP112', 'One port of each dual-port QSFP112 ConnectX-7; Table 8 orders 127 x 2 DGX QSFP112 storage transceivers (980-9I693-00NS00) [P].', 'NVIDIA DGX SuperPOD RA-11333-001 V11 (DGX H100) Table 8, https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-h100/latest/ [P]', 'P'),
  ('DGX-H100', 'inband', 2, 100, 'ethernet', 'QSFP112', 'Bonded pair, one to each leaf of an in-band pair: "node connections 100 Gb/s bonded" on SN4600C [P]; Table 8 orders 254 in-band AOCs for 127 DGX [P].', 'NVIDIA DGX SuperPOD RA-11333-001 V11 (DGX H100), network fabrics and Table 8 [P]', 'P'),
  ('DGX-H100', 'oob', 1, 1, 'ethernet', 'RJ45', 'The BMC port; Table 8 lists one Cat5e 1G cord per DGX [P].', 'NVIDIA DGX SuperPOD RA-11333-001 V11 (DGX H100) Table 8 [P]', 'P'),
  ('DGX-H200', 'storage', 2, 400, 'infiniband', 'QSFP112', 'Same network layout as the DGX H100 [P BasePOD RA]; storage ports as the H100 RA orders them [C].', 'NVIDIA DGX BasePOD RA, https://docs.nvidia.com/dgx-basepod/reference-architecture-infrastructure-foundation-enterprise-ai/latest/reference-architectures.html [P]; RA-11333-001 V11 Table 8 [P]', 'C'),
  ('DGX-H200', 'inband', 2, 100, 'ethernet', 'QSFP112', 'Same network layout as the DGX H100 [P BasePOD RA]; bonded 100G as the H100 RA [C].', 'NVIDIA DGX BasePOD RA [P]; RA-11333-001 V11 [P]', 'C'),
  ('DGX-H200', 'oob', 1, 1, 'ethernet', 'RJ45', 'The BMC port [C from the H100 layout].', 'NVIDIA DGX BasePOD RA [P]; RA-11333-001 V11 Table 8 [P]', 'C'),
  ('DGX-B200', 'storage', 2, 400, 'infiniband', 'QSFP112', '2 dual-port QSFP112 BlueField-3 for storage and management [P BasePOD RA]; one port of each on storage at 400G as in the H100 RA [E].', 'NVIDIA DGX BasePOD RA [P]; https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-b200/latest/ [P]', 'E'),
  ('DGX-B200', 'inband', 2, 100, 'ethernet', 'QSFP112', 'The other port of each BlueField-3, bonded at 100G as in the H100 RA [E].', 'NVIDIA DGX BasePOD RA [P]', 'E'),
  ('DGX-B200', 'oob', 1, 1, 'ethernet', 'RJ45', 'The BMC port [C: every DGX has one].', 'NVIDIA DGX BasePOD RA [P]', 'C'),
  ('DGX-A100', 'oob', 1, 1, 'ethernet', 'RJ45', 'The BMC port [C: every DGX has one]; the A100 storage and in-band layout is not in the sources.', 'NVIDIA DGX A100 datasheet [S]', 'C'),
  ('DGX-B300', 'oob', 1, 1, 'ethernet', 'RJ45', 'The BMC port [C: every DGX has one]; the B300 storage and in-band layout is not in the sources.', 'shared/reference/catalogue.md B3/B4 [P]', 'C'),
  ('DGX-GB200', 'inband', 2, 400, 'ethernet', 'QSFP112', 'Storage and in-band share one Spectrum-4 Ethernet network (SN5600) [P]; two ports per rack-node at 400G is our reading of the north-south guide [E].', 'https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-gb200/latest/ [P]; https://docs.nvidia.com/mission-control/docs/ext-north-south-network-gb200-deploy-guide/2.3.0/ext-north-south-network-gb200-intro.html [P]', 'E'),
  ('DGX-GB300', 'inband', 2, 400, 'ethernet', 'QSFP112', 'As the GB200 NVL72: storage and in-band on Spectrum-4 Ethernet (SN5600) [P]; two ports per rack-node at 400G [E].', 'https://docs.nvidia.com/mission-control/docs/ext-north-south-network-gb200-deploy-guide/2.3.0/ext-north-south-network-gb200-intro.html (GB200/GB300) [P]', 'E');

-- Racks, PDUs and the Base Command Manager head nodes: H100 SuperPOD RA Table 7 [P]. Prices are not in the sources:
-- NULL, quoted on request.
INSERT INTO infrastructure (model, role, description, rack_units, power_w, inband_ports, inband_speed_gbps, cage_type, price_usd, price_indicative, price_source, notes, source, grade) VALUES
  ('Legrand NVIDPD13', 'rack', 'Rack, 48U, as NVIDIA''s DGX SuperPOD RA orders it', NULL, 0, 0, NULL, NULL, NULL, 1, NULL, 'Table 7 orders 38 for the 4-SU H100 SuperPOD [P]. Usable units are the design''s (FloorSettings.rackUnits).', 'NVIDIA DGX SuperPOD RA-11333-001 V11 (DGX H100) Table 7 [P]', 'P'),
  ('Raritan PX3-5878I2R-P1Q2R1A15D5', 'pdu', 'Rack PDU, switched, as NVIDIA''s DGX SuperPOD RA orders it', NULL, NULL, 0, NULL, NULL, NULL, 1, NULL, 'Table 7: 96 of these (compute racks) and 12 PX3-5747V-V2 (network racks) for 38 racks [P]. Each takes one OOB port (Table 8: 108 PDU cords) [P]. Own draw not published: NULL.', 'NVIDIA DGX SuperPOD RA-11333-001 V11 (DGX H100) Tables 7, 8 [P]', 'P'),
  ('BCM head node', 'management-server', 'Base Command Manager management server, x86 2-socket', 2, NULL, 2, 100, 'QSFP28', NULL, 1, NULL, 'Table 7: 5 BCM management servers, x86 2-socket with 4 x HDR200 VPI ports [P]; two of them bonded on the in-band network at 100G [C from Table 8''s 100G AOCs for management nodes]. 2U is our estimate [E]. Power not published: NULL.', 'NVIDIA DGX SuperPOD RA-11333-001 V11 (DGX H100) Tables 7, 8 [P]', 'C');

COMMIT;
