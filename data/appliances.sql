-- Fabric Planner catalogue: fabric-management appliances that take fabric ports.
-- UFM-Appliance-3.1 is the HA PAIR of the DGX H100 SuperPOD compute fabric: Table 4 counts 4 UFM links to the leaves
-- (252 = 248 DGX + 4 UFM cables in SU 1, one DGX slot given up), Table 8 lists them as NDR200 cables (980-9I557-00N030)
-- with 4 single-port UFM transceivers (MMA4Z00-NS400), hence 4 ports at 200 Gb/s [C]. The RA orders 4 appliances in all
-- (a pair for the compute fabric, a pair for storage). Rack units, power and price are not in the sources: NULL.

BEGIN;

INSERT INTO appliances (model, technology, fabric_ports, port_speed_gbps, rack_units, power_w, price_usd, price_indicative, price_source, notes, source, grade, cage_type, ports_per_cage) VALUES
  ('UFM-Appliance-3.1', 'infiniband', 4, 200, NULL, NULL, NULL, 1, NULL, 'The HA pair of the compute fabric: 4 UFM links to the leaves (Table 4: 252 = 248 DGX + 4 UFM cables in SU 1) listed in Table 8 as NDR200 cables 980-9I557-00N030 with 4 single-port UFM transceivers MMA4Z00-NS400, hence 4 ports at 200 Gb/s [C]. The RA orders 4 appliances in all (a pair for compute, a pair for storage). Its ports are single-port ConnectX-7 OSFP cages with riding heat sinks: the QM97xx manual pairs the switch-side MMA4Z00-NS with MMA4Z00-NS400 "UFM side, 1 port (RHS)" [P], so the UFM end takes a flat-top single-port optic and the links run leaf twin-port optic, NDR200 fibre 980-9I557-00N030, UFM optic as Table 8 orders [P]. Rack units, power and price not in the sources: NULL.', 'NVIDIA DGX SuperPOD RA-11333-001 V11 (DGX H100), https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-h100/latest/ Tables 4, 7, 8 [P]; https://docs.nvidia.com/networking/display/QM97X0PUB/Interfaces [P]', 'C', 'OSFP-flat', 1);

COMMIT;
