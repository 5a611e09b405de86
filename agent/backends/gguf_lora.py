"""A PEFT LoRA adapter as a GGUF LoRA for llama.cpp: converted once, cached under ``<cache>/adapters/``, sha256-checked.

    path = gguf_adapter("assets/adapters/smollm2-135m-sql-agent", base_gguf)   # converted on first use (~1 s)

Writes what llama.cpp's ``convert_lora_to_gguf.py`` writes (that script ships only in llama-cpp-python's source
distribution, so it cannot be run offline after a wheel install), with the ``gguf`` package the project already
needs: ``general.type`` "adapter", ``adapter.type`` "lora", ``adapter.lora.alpha``, and per adapted weight
``<gguf name>.lora_a`` [r, in] and ``<gguf name>.lora_b`` [out, r] in f32. For llama-architecture bases the rows of
the q/k ``lora_b`` are permuted the way llama.cpp permutes q/k weights for its rope layout.
tests/test_backends.py checks the tensors against the script's output when the sdist is at hand, and
``python -m bench llm`` checks llama.cpp + this file against transformers + peft (greedy agreement).

The cache file is named by a digest of the adapter's weights and config and of the base's shape; a sidecar
``.sha256`` holds the output's own digest, checked on every load (a truncated or altered file is converted again).
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import tempfile
from pathlib import Path

from agent.backends.base import BackendError, Progress

ADAPTER_WEIGHTS = "adapter_model.safetensors"  # what PEFT's save_pretrained writes
ADAPTER_CONFIG = "adapter_config.json"  # r, lora_alpha, target modules
CONVERTER_VERSION = "1"  # part of the cache key: bump when the written file changes
PERMUTED_ARCHS = ("llama",)  # q/k rows reordered for rope by llama.cpp's converter (convert_hf_to_gguf LlamaModel)
PEFT_PREFIX = "base_model.model."  # PEFT's wrapper prefix on every tensor name


def gguf_adapter(adapter_id: str, base_gguf: Path, progress: Progress | None = None) -> Path:
    """The GGUF LoRA of ``adapter_id`` (a folder or a hub id) for ``base_gguf``, converted on first use."""
    from agent.backends.loading import adapter_file, sha256_of

    weights, config = adapter_file(adapter_id, ADAPTER_WEIGHTS), adapter_file(adapter_id, ADAPTER_CONFIG)
    if weights is None or config is None:
        raise BackendError(f"{adapter_id} holds no {ADAPTER_WEIGHTS} + {ADAPTER_CONFIG} (a PEFT LoRA adapter)")
    shape = base_shape(base_gguf)
    key = hashlib.sha256()
    for part in (sha256_of(weights), sha256_of(config), json.dumps(shape, sort_keys=True), CONVERTER_VERSION):
        key.update(part.encode())
    target = adapters_dir() / f"{Path(adapter_id).name or 'adapter'}-{key.hexdigest()[:16]}.gguf"
    sidecar = target.with_name(target.name + ".sha256")
    if target.exists() and sidecar.exists() and sidecar.read_text().strip() == sha256_of(target):
        return target
    if progress is not None:
        progress(f"converting the adapter {adapter_id} to a GGUF LoRA for llama.cpp (first run only, ~1 s)")
    write_gguf_lora(weights, json.loads(config.read_text()), shape, target)
    sidecar.write_text(sha256_of(target) + "\n")
    return target


def adapters_dir() -> Path:
    from envs.databases import cache_dir

    folder = cache_dir() / "adapters"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def base_shape(base_gguf: Path) -> dict:
    """What the conversion needs from the base model: architecture, blocks, attention heads."""
    metadata = read_metadata(base_gguf)
    arch = str(metadata.get("general.architecture"))
    heads = metadata.get(f"{arch}.attention.head_count")
    return {"arch": arch, "blocks": metadata.get(f"{arch}.block_count"), "heads": heads,
            "kv_heads": metadata.get(f"{arch}.attention.head_count_kv") or heads}


# GGUF value type -> struct format (little-endian): u8 i8 u16 i16 u32 i32 f32 bool u64 i64 f64
GGUF_SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?", 10: "<Q", 11: "<q", 12: "<d"}
GGUF_STRING, GGUF_ARRAY = 8, 9  # the other two GGUF value types


def read_metadata(path: Path) -> dict:
    """The key/value header of a GGUF file (arrays skipped), read directly: ~10 ms where gguf.GGUFReader takes ~3 s."""
    import struct

    with open(path, "rb") as handle:
        def read(fmt: str):
            return struct.unpack(fmt, handle.read(struct.calcsize(fmt)))[0]

        def string() -> str:
            return handle.read(read("<Q")).decode("utf-8", errors="replace")

        def value(kind: int):
            if kind == GGUF_STRING:
                return string()
            if kind == GGUF_ARRAY:
                item, count = read("<I"), read("<Q")
                if item == GGUF_STRING:
                    for _ in range(count):
                        handle.seek(read("<Q"), 1)
                elif item in GGUF_SCALARS:
                    handle.seek(count * struct.calcsize(GGUF_SCALARS[item]), 1)
                else:
                    for _ in range(count):
                        value(item)
                return None
            return read(GGUF_SCALARS[kind])

        if handle.read(4) != b"GGUF":
            raise BackendError(f"{path} is not a GGUF file")
        read("<I")  # version
        read("<Q")  # tensor count
        return {string(): value(read("<I")) for _ in range(read("<Q"))}


def check_config(config: dict) -> float:
    """The alpha to write, after refusing what llama.cpp's LoRA cannot express; raises BackendError."""
    if str(config.get("peft_type", "LORA")).upper() != "LORA":
        raise BackendError(f"only LoRA adapters convert to GGUF, not {config.get('peft_type')}")
    for unsupported in ("use_dora", "modules_to_save", "rank_pattern", "alpha_pattern", "lora_bias"):
        if config.get(unsupported):
            raise BackendError(f"this adapter uses {unsupported}, which a GGUF LoRA cannot express")
    alpha, rank = float(config.get("lora_alpha", config["r"])), int(config["r"])
    # llama.cpp scales by alpha / r; rank-stabilised LoRA scales by alpha / sqrt(r)
    return alpha * math.sqrt(rank) if config.get("use_rslora") else alpha


def write_gguf_lora(weights: Path, config: dict, shape: dict, target: Path) -> None:
    """Convert the PEFT tensors in ``weights`` to a GGUF LoRA at ``target`` (written beside it, then renamed)."""
    import gguf

    alpha = check_config(config)
    arch = {name: arch for arch, name in gguf.MODEL_ARCH_NAMES.items()}.get(shape["arch"])
    if arch is None or not shape["blocks"]:
        raise BackendError(f"cannot map adapter tensors onto a {shape['arch']!r} GGUF")
    names = gguf.get_tensor_name_map(arch, int(shape["blocks"]))
    pairs: dict[str, dict[str, object]] = {}
    for name, array in read_arrays(weights).items():
        for part in ("lora_A", "lora_B"):
            marker = f".{part}."
            if marker in name:
                pairs.setdefault(name.removeprefix(PEFT_PREFIX).split(marker)[0], {})[part] = array
    writer = gguf.GGUFWriter(path=None, arch=shape["arch"])
    writer.add_type(gguf.GGUFType.ADAPTER)
    writer.add_string(gguf.Keys.Adapter.TYPE, "lora")
    writer.add_float32(gguf.Keys.Adapter.LORA_ALPHA, alpha)
    for module, pair in sorted(pairs.items()):
        base = names.get_name(module + ".weight", try_suffixes=(".weight",))
        if base is None or set(pair) != {"lora_A", "lora_B"}:
            raise BackendError(f"adapter tensor {module} has no llama.cpp counterpart")
        lora_b = pair["lora_B"]
        if shape["arch"] in PERMUTED_ARCHS and module.endswith(("q_proj", "k_proj")):
            heads = shape["heads"] if module.endswith("q_proj") else shape["kv_heads"]
            lora_b = permute_rows(lora_b, int(heads))
        writer.add_tensor(base + ".lora_a", pair["lora_A"])
        writer.add_tensor(base + ".lora_b", lora_b)
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, scratch = tempfile.mkstemp(dir=target.parent, prefix=".lora-", suffix=".gguf")
    os.close(handle)
    try:
        writer.write_header_to_file(path=Path(scratch))
        writer.write_kv_data_to_file()
        writer.write_tensors_to_file()
        writer.close()
        os.replace(scratch, target)
    finally:
        Path(scratch).unlink(missing_ok=True)


def read_arrays(weights: Path) -> dict:
    """Every tensor of a safetensors file as a float32 numpy array (numpy reads f16/f32; bf16 needs torch)."""
    from safetensors import safe_open

    try:
        with safe_open(str(weights), framework="numpy") as tensors:
            return {name: tensors.get_tensor(name).astype("float32") for name in tensors.keys()}
    except (TypeError, ValueError):  # bf16 has no numpy dtype
        with safe_open(str(weights), framework="pt") as tensors:
            return {name: tensors.get_tensor(name).float().numpy() for name in tensors.keys()}


def permute_rows(matrix, heads: int):
    """llama.cpp's q/k row order: each head's two rope halves interleaved (convert_hf_to_gguf LlamaModel.permute)."""
    rows = matrix.shape[0]
    return matrix.reshape(heads, 2, rows // heads // 2, *matrix.shape[1:]).swapaxes(1, 2).reshape(matrix.shape)
