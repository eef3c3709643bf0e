#!/usr/bin/env python3
"""stack_reloads.py — finds, in a compiled binary, loads from the stack that are wider than a store
made to an overlapping stack slot a few instructions before. Such a load cannot take its bytes
from the stores still in flight (store-to-load forwarding fails) and waits until they are done:
some ten cycles each time, invisible in instruction counts. Typical sources: a small array filled
byte by byte and then copied (memcpy of 6 bytes into a zeroed word), a struct returned by value and
copied. The list is a lead, not a verdict: time each fix in pairs.

usage: bench/stack_reloads.py BINARY [WINDOW]
  prints, per function, how many such loads it has and the first few as
  (load address, store address, load offset, load size, store offset, store size);
  WINDOW: how many stack stores back to look (default 12). Uses objdump (x86-64, AT&T syntax).
  Map an address to its source line with `addr2line -i -e BINARY 0xADDR`.
"""
import re
import subprocess
import sys

SUFFIX_SIZE = {'b': 1, 'w': 2, 'l': 4, 'q': 8}
REG_SIZE = {}
for names, size in (('al bl cl dl sil dil bpl spl ah bh ch dh', 1), ('ax bx cx dx si di bp', 2),
                    ('eax ebx ecx edx esi edi ebp', 4)):
    for name in names.split():
        REG_SIZE[name] = size
for i in range(8, 16):
    REG_SIZE[f'r{i}b'], REG_SIZE[f'r{i}w'], REG_SIZE[f'r{i}d'] = 1, 2, 4
VECTOR_MOVES = ('movdqa', 'movdqu', 'movaps', 'movups', 'movapd', 'movupd')


def register_size(reg):
    reg = reg.lstrip('%')
    if reg.startswith('xmm'):
        return 16
    if reg.startswith('ymm'):
        return 32
    return REG_SIZE.get(reg, 8)


def access_size(op, reg):
    """Bytes moved by a mov-like instruction whose register operand is reg (None: an immediate)."""
    if op.startswith(VECTOR_MOVES):
        return 16
    if op in ('movq', 'vmovq', 'movsd', 'vmovsd', 'movlps', 'movhps'):
        return 8
    if op in ('movd', 'vmovd', 'movss', 'vmovss'):
        return 4
    if op.startswith(('movz', 'movs')) and len(op) >= 6:  # movzbl: the first suffix is the memory's
        return SUFFIX_SIZE.get(op[4], 0)
    if reg is not None and reg.startswith('%'):
        return register_size(reg)
    return SUFFIX_SIZE.get(op[-1], 0)


def scan(lines, window):
    found, func, stores = {}, None, []
    for line in lines:
        head = re.match(r'^[0-9a-f]+ <(.*)>:', line)
        if head:
            func, stores = head.group(1), []
            continue
        ins = re.match(r'\s+([0-9a-f]+):\s+(\S+)\s+(.*)', line)
        if not ins:
            continue
        addr, op, args = ins.group(1), ins.group(2), ins.group(3).split('#')[0].strip()
        if op.startswith(('call', 'ret', 'jmp')):
            stores = []  # another frame, or a path the window should not span
            continue
        slot = re.search(r'(-?0x[0-9a-f]+|)\(%rsp\)', args)
        parts = [p.strip() for p in re.split(r',(?![^(]*\))', args)]
        if not slot or not op.startswith(('mov', 'vmov')) or len(parts) != 2:
            continue
        offset = int(slot.group(1), 16) if slot.group(1) else 0
        src, dst = parts
        if '(%rsp)' in dst:
            stores.append((offset, access_size(op, src if src.startswith('%') else None), addr))
        else:
            size = access_size(op, dst)
            for s_off, s_size, s_addr in stores[max(0, len(stores) - window):]:
                if s_size and s_size < size and s_off < offset + size and offset < s_off + s_size:
                    found.setdefault(func, []).append((addr, s_addr, offset, size, s_off, s_size))
                    break
    return found


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__.split('usage:')[1])
    window = int(sys.argv[2]) if len(sys.argv) > 2 else 12
    listing = subprocess.run(['objdump', '-d', '--no-show-raw-insn', sys.argv[1]], check=True,
                             capture_output=True, text=True).stdout
    found = scan(listing.splitlines(), window)
    for func, hits in sorted(found.items(), key=lambda kv: -len(kv[1])):
        print(func, len(hits), hits[:3])


if __name__ == '__main__':
    main()
