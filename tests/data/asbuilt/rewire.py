#!/usr/bin/env python3
"""Changes the cabling of a topology file in ibnetdiscover's format (as `fabricplanner-cli export
--topology` writes it), both ends of each link, so that ibsim can load the result:

  rewire.py IN OUT [--swap SWITCH:P:Q ...] [--drop SWITCH:P ...]

--swap leaf-p1-01:1:9 swaps the cables in ports 1 and 9 of the switch described "leaf-p1-01";
--drop leaf-p1-01:33 takes out the cable in its port 33. Used by record-ibnetdiscover.sh."""
import re
import sys

PORT = re.compile(r'^\[(\d+)\](\([0-9a-fx]+\))?(\s+)"([^"]+)"\[(\d+)\](.*)$')


def blocks(lines):
    """(node name, description, first line, last line) of each Switch/Ca block."""
    out, start = [], None
    for i, line in enumerate(lines):
        m = re.match(r'^(Switch|Ca|Rt)\s+\d+\s+"([^"]+)"\s+#\s+"([^"]+)"', line)
        if m:
            start = (m.group(2), m.group(3).split(':')[-1] if ';' in m.group(3) else m.group(3), i)
        if start and (line.strip() == '' or i == len(lines) - 1):
            out.append((start[0], start[1], start[2], i))
            start = None
    return out


def main(argv):
    src, dst, swaps, drops = argv[1], argv[2], [], []
    args = argv[3:]
    while args:
        flag, value = args[0], args[1]
        args = args[2:]
        (swaps if flag == '--swap' else drops).append(value.split(':'))
    lines = open(src).read().split('\n')
    found = blocks(lines)
    by_desc = {desc: (name, a, b) for name, desc, a, b in found}
    by_name = {name: (a, b) for name, desc, a, b in found}

    def port_line(node, port):
        a, b = by_name[node]
        for i in range(a, b + 1):
            m = PORT.match(lines[i])
            if m and m.group(1) == str(port):
                return i, m
        sys.exit(f'{node} has no linked port {port}')

    def switch(desc):
        if desc not in by_desc:
            sys.exit(f'no switch described "{desc}"')
        return by_desc[desc][0]

    for desc, p, q in swaps:
        node = switch(desc)
        (i, mi), (j, mj) = port_line(node, p), port_line(node, q)
        # the far ends first: each peer's line now names the other port
        pi, pj = port_line(mi.group(4), mi.group(5)), port_line(mj.group(4), mj.group(5))
        lines[pi[0]] = re.sub(r'"%s"\[%s\]' % (re.escape(node), p), '"%s"[%s]' % (node, q), lines[pi[0]], count=1)
        lines[pj[0]] = re.sub(r'"%s"\[%s\]' % (re.escape(node), q), '"%s"[%s]' % (node, p), lines[pj[0]], count=1)
        li, lj = lines[i], lines[j]
        lines[i] = '[%s]' % p + (mi.group(2) or '') + lj[lj.index(mj.group(3)):]
        lines[j] = '[%s]' % q + (mj.group(2) or '') + li[li.index(mi.group(3)):]
    for desc, p in drops:
        node = switch(desc)
        i, m = port_line(node, p)
        k, _ = port_line(m.group(4), m.group(5))
        lines[i] = lines[k] = None
    open(dst, 'w').write('\n'.join(line for line in lines if line is not None))


if __name__ == '__main__':
    main(sys.argv)
