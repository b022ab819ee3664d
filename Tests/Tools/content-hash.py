#!/usr/bin/env python3
"""The site's page hash (SiteWriter.contentHash), written again from its description,
to give SiteWriterTests.thePageHashIsTheSameFromVersionToVersion its expected values:

    hash = 0x9E3779B97F4A7C15 xor the byte count
    each whole 8 bytes, read little-endian: hash = (hash xor them) * 0x100000001B3; hash ^= hash >> 29
    each byte left: hash = (hash xor it) * 0x100000001B3
    hash ^= hash >> 32; 16 hex digits

    Tests/Tools/content-hash.py '' a abcdefgh
"""
import sys

M = (1 << 64) - 1


def content_hash(data: bytes) -> str:
    h = (0x9E3779B97F4A7C15 ^ len(data)) & M
    o = 0
    while o + 8 <= len(data):
        h = ((h ^ int.from_bytes(data[o:o + 8], "little")) * 0x100000001B3) & M
        h ^= h >> 29
        o += 8
    for b in data[o:]:
        h = ((h ^ b) * 0x100000001B3) & M
    h ^= h >> 32
    return "%016x" % h


for text in sys.argv[1:]:
    print(repr(text), content_hash(text.encode("utf-8").decode("unicode_escape").encode("latin-1")))
