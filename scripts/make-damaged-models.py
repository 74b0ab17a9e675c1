#!/usr/bin/env python3
"""Writes damaged copies of a GGUF model, to prove that none of them takes lmctl down.

    python3 scripts/make-damaged-models.py                      # every variant of .models/tiny.gguf
    python3 scripts/make-damaged-models.py --sample             # a representative few
    python3 scripts/make-damaged-models.py --model M --out DIR  # another model, another folder
    python3 scripts/make-damaged-models.py --check .build/debug/lmctl   # write, then run each one

Variants go into .damaged-models/ (git-ignored) unless --out says otherwise; the folder is
emptied first. Each variant is one way a file can be broken: cut short at many offsets (inside
the header, the metadata, the tensor table and the tensor data), header counts and the version
changed, hyper-parameters set to impossible values (block_count 0, 1000, 4294967295, ...), value
types and tensor types changed, tensor shapes and offsets changed, and bytes of the weights
flipped. The output is deterministic: the same model gives the same variants.

--check runs every variant under `lmctl title --provider llama --model VARIANT` and
`lmctl doctor` (with LMCORE_MODEL=VARIANT) in child processes and prints how each ended: an
exit status, or the signal that killed it. It exits non-zero when any run died of a signal, took
longer than its time limit, or refused the model (exit 3) without naming its path.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCALAR_SIZES = {0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8}
# The variants --sample writes: at least one of each kind of damage.
SAMPLE = [
    "truncate-0000000000", "truncate-0000000003", "truncate-0000000016", "truncate-0000000100",
    "truncate-inside-tensor-table", "truncate-tensor-data-first", "truncate-tensor-data-middle",
    "truncate-last-byte", "version-0", "tensor-count-huge", "kv-count-plus-1", "kv-count-huge",
    "block_count-0", "block_count-1000", "block_count-4294967295", "block_count-1",
    "embedding_length-0", "attention.head_count-0", "attention.head_count_kv-3", "context_length-0",
    "block_count-as-string", "tensor-type-unknown", "tensor-dim-huge", "tensor-offset-beyond",
    "weights-flipped-1000", "weights-nan", "attention.layer_norm_rms_epsilon-nan",
    "attention.layer_norm_rms_epsilon-negative", "context_length-4294967295",
]


class Layout:
    """Where things are in a GGUF file: each metadata value and each tensor-table field."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        position = 0

        def take(fmt: str):
            nonlocal position
            values = struct.unpack_from("<" + fmt, data, position)
            position += struct.calcsize("<" + fmt)
            return values[0]

        def take_string() -> str:
            nonlocal position
            length = take("Q")
            text = data[position:position + length].decode("utf-8", "replace")
            position += length
            return text

        if data[:4] != b"GGUF":
            raise SystemExit("make-damaged-models: the model is not a GGUF file")
        take("I")
        self.version = take("I")
        self.tensor_count = take("Q")
        self.kv_count = take("Q")
        # key -> (offset of the type field, offset of the value, value type)
        self.entries: dict[str, tuple[int, int, int]] = {}
        for _ in range(self.kv_count):
            key = take_string()
            type_offset = position
            value_type = take("I")
            self.entries[key] = (type_offset, position, value_type)
            self._skip_value(value_type, take, take_string)
        # tensor name -> offsets of: dimension count, each dimension, type, data offset
        self.tensors: list[dict] = []
        for _ in range(self.tensor_count):
            name = take_string()
            entry = {"name": name, "ndims": position}
            ndims = take("I")
            entry["dims"] = []
            for _ in range(ndims):
                entry["dims"].append(position)
                take("Q")
            entry["type"] = position
            take("I")
            entry["offset"] = position
            entry["data_offset"] = take("Q")
            self.tensors.append(entry)
        self.table_end = position
        alignment = 32
        if "general.alignment" in self.entries:
            alignment = struct.unpack_from("<I", data, self.entries["general.alignment"][1])[0]
        self.data_start = (position + alignment - 1) // alignment * alignment

    @staticmethod
    def _skip_value(value_type: int, take, take_string) -> None:
        if value_type == 8:
            take_string()
        elif value_type == 9:
            element_type = take("I")
            count = take("Q")
            for _ in range(count):
                Layout._skip_value(element_type, take, take_string)
        else:
            take({1: "b", 0: "B", 2: "H", 3: "h", 4: "I", 5: "i", 6: "f", 7: "B", 10: "Q", 11: "q", 12: "d"}[value_type])


class Folder:
    """Writes variants as they are made (only the selected ones), so no more than one is in memory."""

    def __init__(self, path: Path, selected: set[str] | None) -> None:
        self.path = path
        self.selected = selected
        self.names: list[str] = []

    def __setitem__(self, name: str, data: bytes) -> None:
        if self.selected is None or name in self.selected:
            (self.path / f"{name}.gguf").write_bytes(data)
            self.names.append(name)


def variants(data: bytes, out: Folder) -> None:
    """Writes every damaged variant into `out`, by name."""
    layout = Layout(data)
    size = len(data)

    def patch(name: str, offset: int, fmt: str, value) -> None:
        copy = bytearray(data)
        struct.pack_into("<" + fmt, copy, offset, value)
        out[name] = bytes(copy)

    # Truncations: every early field boundary, the metadata, the tensor table, the tensor data.
    cuts = set(range(0, 40)) | {64, 100, 200, 300, 400, 511, 600, 1000, 4096, 100_000, 1_000_000}
    cuts |= {layout.table_end - 1, layout.table_end, layout.data_start}
    for cut in sorted(c for c in cuts if c < size):
        out[f"truncate-{cut:010d}"] = data[:cut]
    out["truncate-inside-tensor-table"] = data[:(layout.tensors[0]["ndims"] + layout.table_end) // 2]
    data_size = size - layout.data_start
    out["truncate-tensor-data-first"] = data[:layout.data_start + 1]
    out["truncate-tensor-data-middle"] = data[:layout.data_start + data_size // 2]
    for step in range(1, 20):
        out[f"truncate-tensor-data-{step:02d}of20"] = data[:layout.data_start + data_size * step // 20]
    out["truncate-last-byte"] = data[:size - 1]
    out["extra-trailing-bytes"] = data + b"\0" * 4096

    # The header's fields.
    for version in (0, 1, 2, 4, 0xFFFFFFFF):
        patch(f"version-{version}", 4, "I", version)
    patch("magic-flipped", 0, "I", 0x46554746)
    for name, value in (("0", 0), ("minus-1", layout.tensor_count - 1), ("plus-1", layout.tensor_count + 1),
                        ("huge", 1 << 32), ("max", (1 << 64) - 1)):
        patch(f"tensor-count-{name}", 8, "Q", value)
    for name, value in (("0", 0), ("minus-1", layout.kv_count - 1), ("plus-1", layout.kv_count + 1),
                        ("huge", 1 << 40), ("max", (1 << 64) - 1)):
        patch(f"kv-count-{name}", 16, "Q", value)

    # Hyper-parameters.
    architecture = "llama"
    impossible = {
        "block_count": [0, 1, 3, 513, 1000, 0xFFFFFFFF],
        "context_length": [0, 1, 0xFFFFFFFF],
        "embedding_length": [0, 1, 31, 33, 1 << 31, 0xFFFFFFFF],
        "attention.head_count": [0, 3, 64, 1000, 0xFFFFFFFF],
        "attention.head_count_kv": [0, 3, 5, 0xFFFFFFFF],
        "feed_forward_length": [0, 1, 0xFFFFFFFF],
        "rope.dimension_count": [0, 7, 0xFFFFFFFF],
        "vocab_size": [0, 1, 0xFFFFFFFF],
        "expert_count": [4],
        "expert_used_count": [2],
    }
    for key, values in impossible.items():
        full = f"{architecture}.{key}"
        if full not in layout.entries:
            continue
        _, value_offset, value_type = layout.entries[full]
        if value_type != 4:
            continue
        for value in values:
            patch(f"{key}-{value}", value_offset, "I", value)
    for key in ("rope.freq_base", "attention.layer_norm_rms_epsilon"):
        full = f"{architecture}.{key}"
        if full in layout.entries and layout.entries[full][2] == 6:
            for name, value in (("nan", float("nan")), ("negative", -1.0), ("zero", 0.0), ("inf", float("inf"))):
                patch(f"{key}-{name}", layout.entries[full][1], "f", value)
    # Value types changed under their values.
    for key in ("block_count", "context_length", "embedding_length"):
        type_offset = layout.entries[f"{architecture}.{key}"][0]
        for name, value_type in (("as-string", 8), ("as-array", 9), ("as-float", 6), ("as-unknown", 99),
                                 ("as-uint64", 10), ("as-int8", 1)):
            patch(f"{key}-{name}", type_offset, "I", value_type)
    for key in ("general.architecture", "tokenizer.ggml.tokens", "tokenizer.chat_template"):
        if key in layout.entries:
            type_offset, value_offset, _ = layout.entries[key]
            patch(f"{key}-length-huge", value_offset if key != "tokenizer.ggml.tokens" else value_offset + 4,
                  "Q", 1 << 50)
            patch(f"{key}-type-unknown", type_offset, "I", 77)
    if "general.architecture" in layout.entries:
        value_offset = layout.entries["general.architecture"][1]
        copy = bytearray(data)
        copy[value_offset + 8:value_offset + 13] = b"lxmxa"
        out["general.architecture-unknown"] = bytes(copy)

    # The tensor table.
    first, second = layout.tensors[0], layout.tensors[1]
    for tensor, label in ((first, "first"), (second, "second")):
        for name, value in (("unknown", 4), ("huge", 0xFFFFFFFF), ("q4_0", 2), ("f32", 0), ("q8_k", 15)):
            patch(f"tensor-type-{name}-{label}" if label != "first" or name != "unknown" else "tensor-type-unknown",
                  tensor["type"], "I", value)
        for name, value in (("0", 0), ("5", 5), ("huge", 0xFFFFFFFF)):
            patch(f"tensor-ndims-{name}-{label}", tensor["ndims"], "I", value)
        if tensor["dims"]:
            for name, value in (("0", 0), ("1", 1), ("huge", 1 << 40), ("max", (1 << 64) - 1)):
                patch(f"tensor-dim-{name}-{label}" if (name, label) != ("huge", "first") else "tensor-dim-huge",
                      tensor["dims"][0], "Q", value)
        for name, value in (("plus-1", tensor["data_offset"] + 1), ("plus-32", tensor["data_offset"] + 32),
                            ("minus-32", max(tensor["data_offset"] - 32, 0)), ("beyond", 1 << 40)):
            patch(f"tensor-offset-{name}-{label}" if (name, label) != ("beyond", "first") else "tensor-offset-beyond",
                  tensor["offset"], "Q", value)
    last = layout.tensors[-1]
    patch("tensor-offset-last-to-end", last["offset"], "Q", (data_size // 32) * 32)

    # The weights: numbers, so flipping them can't be detected, only survived.
    generator = random.Random(15)
    for count in (1, 1000, 100_000):
        copy = bytearray(data)
        for _ in range(count):
            position = generator.randrange(layout.data_start, size)
            copy[position] ^= 1 << generator.randrange(8)
        out[f"weights-flipped-{count}"] = bytes(copy)
    copy = bytearray(data)
    copy[layout.data_start:layout.data_start + 4096] = b"\xff" * 4096  # NaN as F16 and F32
    out["weights-nan"] = bytes(copy)
    copy = bytearray(data)
    copy[layout.data_start:] = b"\0" * data_size
    out["weights-zero"] = bytes(copy)


def run(command: list[str], environment: dict[str, str], timeout: float) -> tuple[str, str]:
    """How a child process ended (`exit N`, `signal NAME` or `timeout`) and its stderr."""
    try:
        completed = subprocess.run(command, env=environment, stdin=subprocess.DEVNULL, capture_output=True,
                                   timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", ""
    if completed.returncode < 0:
        return f"signal {signal.Signals(-completed.returncode).name}", completed.stderr.decode(errors="replace")
    return f"exit {completed.returncode}", completed.stderr.decode(errors="replace")


def check(lmctl: str, folder: Path, names: list[str], timeout: float) -> int:
    note = Path(tempfile.mkdtemp(prefix="damaged-check-")) / "note.txt"
    note.write_text("The quarterly budget review is on Monday at ten with the finance team.\n")
    environment = dict(os.environ, NO_COLOR="1", LMCORE_CACHE_DIR=str(note.parent / "cache"))
    environment.pop("LMCORE_MODEL", None)
    tally: dict[str, int] = {}
    bad = 0
    for name in names:
        path = str(folder / f"{name}.gguf")
        title = [lmctl, "title", "--provider", "llama", "--model", path, "--max-tokens", "4", "--greedy",
                 "--no-cache", str(note)]
        for label, command, extra in (("title", title, {}), ("doctor", [lmctl, "doctor"], {"LMCORE_MODEL": path})):
            outcome, stderr = run(command, dict(environment, **extra), timeout)
            tally[f"{label}: {outcome}"] = tally.get(f"{label}: {outcome}", 0) + 1
            if outcome.startswith("signal") or outcome == "timeout":
                bad += 1
                print(f"FAIL {name} {label}: {outcome}: {stderr.strip()[-300:]}")
            elif label == "title" and outcome == "exit 3" and path not in stderr:
                bad += 1
                print(f"FAIL {name} {label}: {outcome} without naming the file: {stderr.strip()[-300:]}")
            elif label == "title" and outcome not in ("exit 0", "exit 3"):
                print(f"note {name} {label}: {outcome}: {stderr.strip()[-300:]}")
    shutil.rmtree(note.parent, ignore_errors=True)
    print(f"{len(names)} variants, {2 * len(names)} runs:")
    for outcome, count in sorted(tally.items()):
        print(f"  {outcome:24} {count}")
    print(f"{bad} runs ended by a signal, a timeout, or a model error without the model's path")
    return 1 if bad else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default=str(ROOT / ".models" / "tiny.gguf"))
    parser.add_argument("--out", default=str(ROOT / ".damaged-models"))
    parser.add_argument("--sample", action="store_true", help="write only a representative few")
    parser.add_argument("--check", metavar="LMCTL", help="run every variant under this lmctl binary")
    parser.add_argument("--timeout", type=float, default=120, help="seconds allowed per run (with --check)")
    arguments = parser.parse_args()
    model = Path(arguments.model)
    if not model.is_file():
        print(f"make-damaged-models: {model} is missing: run scripts/make-test-model.py first", file=sys.stderr)
        return 2
    data = model.read_bytes()
    folder = Path(arguments.out)
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    out = Folder(folder, set(SAMPLE) if arguments.sample else None)
    variants(data, out)
    names = sorted(out.names)
    print(f"make-damaged-models: wrote {len(names)} damaged variants of {model} into {folder}")
    if arguments.check:
        return check(arguments.check, folder, names, arguments.timeout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
