#!/usr/bin/env python3
"""Writes small llama-architecture GGUF models with random weights, for tests and benchmarks.

    python3 scripts/make-test-model.py            # writes .models/tiny.gguf and .models/bench-100m.gguf
    python3 scripts/make-test-model.py tiny       # only the test model

A model whose file is up to date (a .stamp file next to it records the script that made it) is
not written again; LMCORE_FORCE_MODELS=1 rewrites it.

The models use a real tokenizer vocabulary (Llama 3's byte-level BPE, copied from llama.cpp's
models/ggml-vocab-llama-bpe.gguf), a Llama 3 style chat template whose control tokens exist in
that vocabulary, and weights drawn from a fixed seed. Their text is gibberish: they exist so that
tests can check mechanics (tokenization, batching, KV cache, sampling, grammars, streaming) and
benchmarks can measure speed. Nothing is downloaded: numpy and the gguf package come from the
llama.cpp source that scripts/install-llama.sh extracts into .llama/src. Output is byte-for-byte
deterministic: the same script writes the same files.
"""

from __future__ import annotations

import hashlib
import os
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LLAMA_SRC = Path(os.environ.get("LMCORE_LLAMA_PREFIX", ROOT / ".llama")) / "src"
OUTPUT_DIR = Path(os.environ.get("LMCORE_MODELS_DIR", ROOT / ".models"))
VOCAB_FILE = LLAMA_SRC / "models" / "ggml-vocab-llama-bpe.gguf"

sys.path.insert(0, str(LLAMA_SRC / "gguf-py"))
try:
    import numpy as np
    import gguf
except ImportError as error:  # pragma: no cover - a setup problem, reported plainly
    sys.exit(
        f"make-test-model: {error}. Run scripts/install-llama.sh first (it extracts gguf-py into "
        f"{LLAMA_SRC}) and make sure numpy is installed (python3 -m pip install numpy)."
    )

# Llama 3's template, rendered the way llama.cpp's llama_chat_apply_template renders it (the
# tokenizer adds <|begin_of_text|> itself, so the template does not).
CHAT_TEMPLATE = (
    "{%- for message in messages -%}"
    "{{- '<|start_header_id|>' + message['role'] + '<|end_header_id|>\\n\\n' + message['content'] | trim + '<|eot_id|>' -}}"
    "{%- endfor -%}"
    "{%- if add_generation_prompt -%}"
    "{{- '<|start_header_id|>assistant<|end_header_id|>\\n\\n' -}}"
    "{%- endif -%}"
)


@dataclass(frozen=True)
class Shape:
    """The hyper-parameters of one generated model."""

    name: str
    file_name: str
    embedding: int
    layers: int
    feed_forward: int
    heads: int
    kv_heads: int
    context: int
    seed: int


SHAPES = {
    "tiny": Shape("lmcore-tiny", "tiny.gguf", embedding=32, layers=2, feed_forward=96, heads=4, kv_heads=2,
                  context=4096, seed=20240601),
    "bench-100m": Shape("lmcore-bench-100m", "bench-100m.gguf", embedding=512, layers=12, feed_forward=1536,
                        heads=8, kv_heads=4, context=4096, seed=20240602),
}


def read_vocabulary() -> dict:
    """Reads the tokenizer fields of llama.cpp's Llama 3 vocabulary file."""
    if not VOCAB_FILE.is_file():
        sys.exit(f"make-test-model: {VOCAB_FILE} not found: run scripts/install-llama.sh first")
    reader = gguf.GGUFReader(VOCAB_FILE)

    def field(key: str):
        value = reader.get_field(key)
        if value is None:
            sys.exit(f"make-test-model: {VOCAB_FILE} has no {key}")
        return value.contents()

    return {
        "model": field("tokenizer.ggml.model"),
        "pre": field("tokenizer.ggml.pre"),
        "tokens": field("tokenizer.ggml.tokens"),
        "token_types": field("tokenizer.ggml.token_type"),
        "merges": field("tokenizer.ggml.merges"),
        "bos": field("tokenizer.ggml.bos_token_id"),
        "eos": field("tokenizer.ggml.eos_token_id"),
    }


def stamp_for(shape: Shape) -> str:
    """What a model file was made from: this script and the vocabulary file."""
    digest = hashlib.sha256(Path(__file__).read_bytes())
    digest.update(repr(shape).encode())
    digest.update(str(VOCAB_FILE.stat().st_size).encode())
    return digest.hexdigest()


def is_current(shape: Shape, directory: Path) -> bool:
    """Whether the model file exists and was made by this version of the script."""
    path = directory / shape.file_name
    stamp = path.with_suffix(".gguf.stamp")
    return path.is_file() and stamp.is_file() and stamp.read_text().strip() == stamp_for(shape)


def write_model(shape: Shape, vocabulary: dict, directory: Path) -> Path:
    """Writes one model and returns its path."""
    rng = np.random.default_rng(shape.seed)
    vocab_size = len(vocabulary["tokens"])
    head_dim = shape.embedding // shape.heads
    kv_dim = head_dim * shape.kv_heads

    def weight(rows: int, columns: int) -> np.ndarray:
        # numpy shape (rows, columns) is ggml's ne = [columns, rows]: columns is the input size.
        scale = 1.0 / np.sqrt(columns)
        return (rng.standard_normal((rows, columns), dtype=np.float32) * scale).astype(np.float16)

    def norm() -> np.ndarray:
        return (1.0 + 0.05 * rng.standard_normal(shape.embedding, dtype=np.float32)).astype(np.float32)

    directory.mkdir(parents=True, exist_ok=True)
    path = directory / shape.file_name
    partial = path.with_suffix(".gguf.partial")
    writer = gguf.GGUFWriter(partial, "llama")
    writer.add_name(shape.name)
    writer.add_vocab_size(vocab_size)
    writer.add_context_length(shape.context)
    writer.add_embedding_length(shape.embedding)
    writer.add_block_count(shape.layers)
    writer.add_feed_forward_length(shape.feed_forward)
    writer.add_head_count(shape.heads)
    writer.add_head_count_kv(shape.kv_heads)
    writer.add_rope_dimension_count(head_dim)
    writer.add_rope_freq_base(500000.0)
    writer.add_layer_norm_rms_eps(1e-5)
    writer.add_file_type(gguf.LlamaFileType.MOSTLY_F16)

    writer.add_tokenizer_model(vocabulary["model"])
    writer.add_tokenizer_pre(vocabulary["pre"])
    writer.add_token_list(vocabulary["tokens"])
    writer.add_token_types(vocabulary["token_types"])
    writer.add_token_merges(vocabulary["merges"])
    writer.add_bos_token_id(vocabulary["bos"])
    writer.add_eos_token_id(vocabulary["eos"])
    writer.add_add_bos_token(True)
    writer.add_chat_template(CHAT_TEMPLATE)

    # The output projection is tied to the token embeddings (llama.cpp reuses token_embd when
    # output.weight is absent), which keeps the files small with a 128k-token vocabulary.
    writer.add_tensor("token_embd.weight", weight(vocab_size, shape.embedding))
    for layer in range(shape.layers):
        prefix = f"blk.{layer}."
        writer.add_tensor(prefix + "attn_norm.weight", norm())
        writer.add_tensor(prefix + "attn_q.weight", weight(shape.embedding, shape.embedding))
        writer.add_tensor(prefix + "attn_k.weight", weight(kv_dim, shape.embedding))
        writer.add_tensor(prefix + "attn_v.weight", weight(kv_dim, shape.embedding))
        writer.add_tensor(prefix + "attn_output.weight", weight(shape.embedding, shape.embedding))
        writer.add_tensor(prefix + "ffn_norm.weight", norm())
        writer.add_tensor(prefix + "ffn_gate.weight", weight(shape.feed_forward, shape.embedding))
        writer.add_tensor(prefix + "ffn_up.weight", weight(shape.feed_forward, shape.embedding))
        writer.add_tensor(prefix + "ffn_down.weight", weight(shape.embedding, shape.feed_forward))
    writer.add_tensor("output_norm.weight", norm())

    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    partial.replace(path)
    path.with_suffix(".gguf.stamp").write_text(stamp_for(shape) + "\n")

    parameters = vocab_size * shape.embedding + shape.layers * (
        2 * shape.embedding * shape.embedding + 2 * kv_dim * shape.embedding
        + 3 * shape.feed_forward * shape.embedding + 2 * shape.embedding
    ) + shape.embedding
    digest = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    print(f"{path}: {parameters / 1e6:.1f}M parameters, {path.stat().st_size / 1e6:.1f} MB, sha256 {digest}...")
    return path


def main(arguments: list[str]) -> int:
    names = arguments or list(SHAPES)
    unknown = [name for name in names if name not in SHAPES]
    if unknown:
        print(f"make-test-model: unknown model {', '.join(unknown)}; choose from {', '.join(SHAPES)}",
              file=sys.stderr)
        return 2
    force = os.environ.get("LMCORE_FORCE_MODELS") == "1"
    pending = [name for name in names if force or not is_current(SHAPES[name], OUTPUT_DIR)]
    for name in names:
        if name not in pending:
            print(f"{OUTPUT_DIR / SHAPES[name].file_name}: up to date (LMCORE_FORCE_MODELS=1 rewrites it)")
    if not pending:
        return 0
    vocabulary = read_vocabulary()
    for name in pending:
        write_model(SHAPES[name], vocabulary, OUTPUT_DIR)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
