"""The llama.cpp backend: loads a GGUF in-process, renders and tokenizes prompts, decodes verdicts.

Decoding itself is the grammar walk in ``engine``; caching, validation and the re-ask come from
``StructuredJudge``. This module owns the model: loading, the chat template, tokenization into
segments, KV reuse of identical prompt prefixes, and the lock that serialises calls.

The weights load on the first decode, not before: the prompt text that keys the verdict cache is
rendered from chat-template facts read from the GGUF header (``gguf``), so a run whose verdicts
are all cached never loads the model. ``check()`` validates a file cheaply without loading it.

Two decoding paths, chosen by ``batch``:

- ``batch=False`` (the default): one verdict at a time on the model's own context. Tokens are
  always evaluated in the same chunks (the prompt segment by segment from position 0; each
  scaffolding run; each decoded token), and the only KV reuse is of whole identical leading
  segments, so the verdict for a prompt does not depend on what was evaluated before it.
- ``batch=True``: a second llama.cpp context on the same weights (``seqctx``) with several
  sequences over one unified KV cache. ``generate_many`` decodes its requests side by side and
  evaluates their shared leading prompt segments once (``batch``); ``generate`` is a batch of
  one. That context uses flash attention and calls of 8 to 32 rows, under which a sequence's
  logits do not depend on what shares its calls (measured: ``scripts/bench_batch.py``), so a
  verdict is the same alone, in a batch, in any order and with or without prefix reuse. Its
  verdicts differ slightly from the default path's (another attention kernel), so they are
  cached under their own engine version.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from localjudge.errors import ConfigError, ContextOverflowError, JudgeError, ModelLoadError
from localjudge.judges.base import Generation, JudgeInfo, Message
from localjudge.judges.batch import BATCH_ENGINE_VERSION, BatchDecoder, Combiner, Job
from localjudge.judges.engine import ENGINE_VERSION, Decoding, Eval, Vocab, last_logits
from localjudge.judges.gguf import (
    GGUFHeader,
    check_gguf_file,
    check_header,
    read_header,
    special_token_text,
)
from localjudge.judges.seqctx import SeqContext
from localjudge.judges.structured import DecodeRequest, StructuredJudge
from localjudge.judges.template import ChatTemplate

if TYPE_CHECKING:
    from llama_cpp import Llama

    from localjudge.cache import VerdictCache


def llama_cpp_version() -> str:
    """The installed llama-cpp-python version (it pins the llama.cpp it was built from)."""
    try:
        import llama_cpp

        return f"llama-cpp-python {llama_cpp.__version__}"
    except ImportError:
        return "llama-cpp-python (not installed)"


def gpu_offload_supported() -> bool:
    """Whether this llama.cpp build can offload layers to a GPU."""
    import llama_cpp

    return bool(llama_cpp.llama_supports_gpu_offload())


def cpu_features() -> str:
    """The CPU instruction sets this llama.cpp build uses (from llama.cpp's system info)."""
    import llama_cpp

    info = llama_cpp.llama_print_system_info().decode("utf-8", "replace")
    on = [k for part in info.split("|") for k, _, v in [part.partition("=")] if v.strip() == "1"]
    return " ".join(k.split(":")[-1].strip() for k in on) or "none reported"


class LlamaJudge(StructuredJudge):
    """A GGUF judge run in-process by llama.cpp. Thread-safe: calls on one model are serialised
    (with ``batch``, concurrent callers' requests are decoded together).

    Args:
        path: the ``.gguf`` file.
        name: display name (defaults to the file name).
        n_ctx: context window in tokens.
        n_gpu_layers: layers to offload; None → all when llama.cpp has GPU support, else 0.
        seed: seed for sampling when ``temperature`` > 0 (recorded either way).
        temperature: 0 (default) decodes greedily.
        n_threads: CPU threads (default: all cores).
        n_batch: llama.cpp's prompt-processing batch size.
        prefix_reuse: reuse the KV cache of an identical prompt across calls (e.g. criteria of
            one item judged one by one); for batches, keep shared prefixes held between calls.
        batch: decode on the multi-sequence context, several verdicts side by side in
            ``generate_many`` (see the module docstring); False: one at a time.
        n_seq_max: llama.cpp sequences: a quarter of them hold shared prompt prefixes, the
            rest decode verdicts side by side in ``generate_many`` (1: one verdict at a time,
            no prefix held).
        batch_n_ctx: KV cells all sequences share (None: twice ``n_ctx``; at least ``n_ctx``).
        cache: a ``VerdictCache`` to read and write verdicts, or None.
        sha256: the file's known sha256 (skips hashing it).
        chat_template: a Jinja chat template to use when the GGUF carries none.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        name: str | None = None,
        n_ctx: int = 4096,
        n_gpu_layers: int | None = None,
        seed: int = 0,
        temperature: float = 0.0,
        n_threads: int | None = None,
        n_batch: int = 512,
        prefix_reuse: bool = True,
        batch: bool = False,
        n_seq_max: int = 16,
        batch_n_ctx: int | None = None,
        cache: VerdictCache | None = None,
        sha256: str | None = None,
        chat_template: str | None = None,
    ) -> None:
        super().__init__(cache=cache)
        self.path = Path(path)
        if not self.path.exists():
            raise ModelLoadError(f"{self.path}: model file does not exist")
        check_gguf_file(self.path)
        self.name = name or self.path.name
        self.n_ctx = n_ctx
        self._n_gpu_layers = n_gpu_layers
        self.seed = seed
        self.temperature = temperature
        self.n_threads = n_threads or os.cpu_count() or 1
        self.n_batch = n_batch
        self.prefix_reuse = prefix_reuse
        self.batch = batch
        if n_seq_max < 1:
            raise ConfigError(f"n_seq_max must be at least 1, not {n_seq_max}")
        self.n_seq_max = n_seq_max
        self.batch_n_ctx = batch_n_ctx or 2 * n_ctx
        if self.batch_n_ctx < n_ctx:
            raise ConfigError(f"batch_n_ctx ({self.batch_n_ctx}) must be at least n_ctx ({n_ctx})")
        self._batcher: BatchDecoder | None = None
        self._sha256 = sha256
        self._chat_template_override = chat_template
        self._lock = threading.RLock()
        # concurrent callers' requests, decoded together on the batched path
        self._combiner: Combiner[DecodeRequest, Generation | JudgeError] = Combiner(
            lambda requests: self._decode_batch(requests), self._lock
        )
        self._llm: Llama | None = None
        self._template: ChatTemplate | None = None
        self._header: GGUFHeader | None = None
        self._vocab: Vocab | None = None
        # (tokens evaluated so far, logits after them) at the end of each prompt segment
        self._prompt_state: list[tuple[tuple[int, ...], np.ndarray]] = []

    # ------------------------------------------------------------ identity
    @property
    def sha256(self) -> str:
        """The model file's sha256 (hashed once, remembered across runs)."""
        if self._sha256 is None:
            from localjudge.catalog import file_sha256

            self._sha256 = file_sha256(self.path)
        return self._sha256

    @property
    def n_gpu_layers(self) -> int:
        """Layers offloaded to the GPU (-1: all)."""
        if self._n_gpu_layers is None:
            self._n_gpu_layers = -1 if gpu_offload_supported() else 0
        return self._n_gpu_layers

    @property
    def info(self) -> JudgeInfo:
        """Identity of the model and sampler, for traces and cache keys."""
        return JudgeInfo(
            name=self.name,
            path=str(self.path),
            sha256=self.sha256,
            backend="llama.cpp",
            backend_version=llama_cpp_version(),
            sampler=self.sampler,
            n_ctx=self.n_ctx,
            n_gpu_layers=self.n_gpu_layers,
        )

    @property
    def sampler(self) -> dict[str, Any]:
        """Sampler settings that affect verdicts."""
        return {
            "temperature": self.temperature,
            "seed": self.seed,
            "decoding": "greedy" if self.temperature == 0 else "sample",
            "engine": BATCH_ENGINE_VERSION if self.batch else ENGINE_VERSION,
        }

    # ------------------------------------------------------------ loading
    def load(self) -> LlamaJudge:
        """Load the model now (otherwise it loads on first use).

        Raises:
            ModelLoadError: llama.cpp cannot load the file, or it carries no chat template.
            TemplateError: the chat template is unsafe or fails to render.
        """
        with self._lock:
            if self._llm is not None:
                return self
            try:
                from llama_cpp import Llama
            except ImportError as exc:  # pragma: no cover - install problem
                raise ConfigError(
                    "llama-cpp-python is not installed; run: pip install llama-cpp-python"
                ) from exc
            try:
                llm = Llama(
                    model_path=str(self.path),
                    n_ctx=self.n_ctx,
                    n_batch=self.n_batch,
                    n_gpu_layers=self.n_gpu_layers,
                    seed=self.seed,
                    n_threads=self.n_threads,
                    n_threads_batch=self.n_threads,
                    logits_all=False,
                    verbose=False,
                )
            except (ValueError, RuntimeError, OSError) as exc:
                raise ModelLoadError(
                    f"{self.path}: llama.cpp could not load this model ({exc}); the file may be "
                    f"truncated, corrupt or of an architecture this llama.cpp does not support. "
                    f"Verify it with: localjudge models verify"
                ) from exc
            try:
                # Where the header's facts were used, the same facts keep the same template;
                # should they ever differ, the loaded model's own statement wins.
                self._template = self._chat_template(llm)
            except Exception:
                llm.close()  # a refused model must not keep its weights and context alive
                raise
            self._vocab = Vocab(llm)
            self._llm = llm
            return self

    def _chat_template(self, llm: Llama) -> ChatTemplate:
        """The chat template as the loaded model states it."""
        source = self._template_source(llm.metadata.get("tokenizer.chat_template"))
        bos = _piece(llm, llm.token_bos()) if llm.token_bos() >= 0 else ""
        eos = _piece(llm, llm.token_eos()) if llm.token_eos() >= 0 else ""
        return self._make_template(source, bos, eos)

    def _template_source(self, from_file: str | None) -> str:
        source = self._chat_template_override or from_file
        if not source:
            raise ModelLoadError(
                f"{self.path}: the GGUF carries no chat template; pass chat_template= to load_judge"
            )
        return source

    def _make_template(self, source: str, bos: str, eos: str) -> ChatTemplate:
        """A checked template; the one in use when it has the same facts (no re-check)."""
        old = self._template
        if old is not None and (old.source, old.bos_token, old.eos_token) == (source, bos, eos):
            return old
        template = ChatTemplate(source, bos_token=bos, eos_token=eos)
        template.check()
        return template

    def _header_facts(self) -> tuple[str, str | None, str | None]:
        """(chat template, BOS text, EOS text) from the GGUF header; None: ask the model."""
        if self._header is None:
            self._header = read_header(self.path)
        header = self._header
        source = self._template_source(header.get("tokenizer.chat_template"))
        return source, special_token_text(header, "bos"), special_token_text(header, "eos")

    def _prompt_template(self) -> ChatTemplate:
        """The template prompts render with: from the header's facts, else the loaded model's."""
        template = self._template
        if template is not None:  # no lock: a cache hit must not wait behind a decode
            return template
        with self._lock:
            if self._template is None:
                source, bos, eos = self._header_facts()
                if bos is None or eos is None:
                    self.load()  # only llama.cpp knows these token texts
                else:
                    self._template = self._make_template(source, bos, eos)
            assert self._template is not None
            return self._template

    def check(self) -> LlamaJudge:
        """Check the file without loading its weights, so a bad model is one early error.

        Reads the GGUF header: version, an architecture named, tensor data within the file,
        and a chat template that renders in the sandbox. Whether llama.cpp supports the
        architecture is only known when the weights load (on the first decode, or ``load``).

        Raises:
            ModelLoadError: the header is unreadable, truncated or incomplete.
            TemplateError: the chat template is unsafe or fails to render.
        """
        with self._lock:
            source, bos, eos = self._header_facts()
            assert self._header is not None
            check_header(self._header)
            if bos is None or eos is None:
                ChatTemplate(source).check()  # the real token texts come with the model
            else:
                self._prompt_template()
        return self

    def close(self) -> None:
        """Free the model's memory."""
        with self._lock:
            if self._batcher is not None:
                self._batcher.ctx.close()  # a context must go before the model it was made on
                self._batcher = None
            if self._llm is not None:
                self._llm.close()
            self._llm = None
            self._prompt_state = []

    def forget_prefixes(self) -> None:
        """Drop every prompt prefix kept for reuse: the next call evaluates its prompt from
        nothing, as a fresh judge would (verdicts do not change; benchmarks call this between
        the settings they time)."""
        with self._lock:
            self._prompt_state = []
            if self._batcher is not None:
                self._batcher.reset()

    def _loaded(self) -> tuple[Llama, ChatTemplate, Vocab]:
        """The model, its chat template and its vocabulary masks, loading them on first use."""
        self.load()
        assert self._llm is not None and self._template is not None and self._vocab is not None
        return self._llm, self._template, self._vocab

    # ------------------------------------------------------------ prompts
    def tokenize_segments(self, messages: list[Message]) -> list[list[int]]:
        """Render ``messages`` with the model's chat template and tokenize them into segments.

        Template text is tokenized with special tokens enabled; message contents are not, so
        text under judgement can never forge a control token such as ``<|im_end|>``. A
        ``PREFIX_BREAK`` in a content ends a segment: segments are always evaluated one after
        another, so a shared leading segment can be reused without changing any result.
        """
        llm, template, _ = self._loaded()
        segments: list[list[int]] = [[]]
        for text, is_content in template.render_parts(messages):
            if text is None:
                segments.append([])
            elif text:
                segments[-1] += llm.tokenize(
                    text.encode("utf-8"), add_bos=False, special=not is_content
                )
        bos = llm.token_bos()
        first = segments[0]
        if llm._model.add_bos_token() and bos >= 0 and (not first or first[0] != bos):
            first.insert(0, bos)
        return [seg for seg in segments if seg]

    def tokenize_prompt(self, messages: list[Message]) -> list[int]:
        """All prompt tokens for ``messages`` (see ``tokenize_segments``)."""
        return [t for seg in self.tokenize_segments(messages) for t in seg]

    def render_prompt(self, messages: list[Message]) -> str:
        """The chat-template text the model sees for ``messages`` (it keys the verdict cache).

        Rendered from the GGUF header's facts when they suffice, so it loads no weights.
        """
        template = self._prompt_template()
        return "".join(t or "" for t, _ in template.render_parts(messages))

    def count_tokens(self, messages: list[Message]) -> int:
        """Prompt tokens ``messages`` take."""
        return len(self.tokenize_prompt(messages))

    # ------------------------------------------------------------ decoding
    def decode(self, request: DecodeRequest) -> Generation:
        """Decode one verdict (``generate`` adds the cache, validation and the re-ask).

        Raises:
            ContextOverflowError: the prompt does not fit the context window.
            JudgeOutputError: output cut off by ``request.max_tokens``.
        """
        if self.batch:
            (result,) = self.decode_many([request])
            if isinstance(result, JudgeError):
                raise result
            return result
        with self._lock:
            llm, _, vocab = self._loaded()
            segments = self.tokenize_segments(request.messages)
            n_prompt = sum(len(seg) for seg in segments)
            if n_prompt + 8 > self.n_ctx:
                raise ContextOverflowError(n_prompt, n_prompt + 8, self.n_ctx)
            logits, carry = self._eval_prompt(llm, segments)
            run = Decoding(
                vocab,
                logits,
                carry=carry,
                n_ctx=self.n_ctx,
                n_prompt=n_prompt,
                budget=self.n_ctx - n_prompt if request.max_tokens is None else request.max_tokens,
                temperature=self.temperature,
                seed=self.seed,
            )
            return run.run(request.grammar.root, lambda ev: _evaluate(llm, ev))

    def _eval_prompt(
        self, llm: Llama, segments: list[list[int]]
    ) -> tuple[np.ndarray | None, list[int]]:
        """Leave all but the prompt's last segment in ``llm``'s KV cache.

        Returns:
            The logits after what was evaluated (None when nothing was), and the last
            segment's tokens, which the verdict's walk evaluates in its first call (see
            ``Decoding``'s ``carry``).
        """
        # Reuse whole leading segments whose tokens match what the KV cache holds; evaluate
        # the rest segment by segment, exactly as a cold call would. The last segment is never
        # taken from the cache: it always goes with the walk's first call, so a prompt's
        # logits do not depend on what was decoded before it.
        state = self._prompt_state if self.prefix_reuse else []
        kept: list[tuple[tuple[int, ...], np.ndarray]] = []
        prefix: tuple[int, ...] = ()
        for k, seg in enumerate(segments[:-1]):
            prefix = prefix + tuple(seg)
            if k < len(state) and state[k][0] == prefix:
                kept.append(state[k])
            else:
                break
        llm.n_tokens = len(kept[-1][0]) if kept else 0
        self._prompt_state = []
        evaluated = list(kept[-1][0]) if kept else []
        for seg in segments[len(kept) : -1]:
            llm.eval(seg)
            evaluated += seg
            kept.append((tuple(evaluated), last_logits(llm)))
        if self.prefix_reuse:
            self._prompt_state = kept
        return (kept[-1][1] if kept else None), list(segments[-1])

    def decode_many(self, requests: Sequence[DecodeRequest]) -> list[Generation | JudgeError]:
        """Decode verdicts side by side in shared llama.cpp batches (see ``batch``); one by
        one when the judge was made with ``batch=False``.

        Up to ``n_seq_max`` less the prefix-holding sequences decode at once; more requests are
        decoded in waves. A request the batch's KV cache ran out of room for is decoded again
        alone, with the cache to itself. Requests that other threads send while a batch is
        decoding are decoded together in the next one (``rounds`` counts the batches,
        ``merged_rounds`` those holding several callers' requests); a verdict does not depend
        on what shares its batch.
        """
        if not self.batch:
            return super().decode_many(requests)
        return self._combiner.submit(list(requests))

    @property
    def rounds(self) -> int:
        """Batches decoded on the batched path."""
        return self._combiner.rounds

    @property
    def merged_rounds(self) -> int:
        """Of ``rounds``, the batches that held several callers' requests."""
        return self._combiner.merged_rounds

    def _decode_batch(self, requests: Sequence[DecodeRequest]) -> list[Generation | JudgeError]:
        """One batch on the multi-sequence context (the caller holds the lock)."""
        out: list[Generation | JudgeError | None] = [None] * len(requests)
        with self._lock:
            llm, _, vocab = self._loaded()
            jobs: list[tuple[int, Job]] = []
            for i, request in enumerate(requests):
                job = self._job(request)
                if isinstance(job, JudgeError):
                    out[i] = job
                else:
                    jobs.append((i, job))
            batcher = self._batch_decoder(llm, vocab)
            for (i, _), res in zip(jobs, batcher.run([job for _, job in jobs])):
                out[i] = res
            for i, job in jobs:
                if out[i] is None:  # alone, the cache (at least n_ctx cells) has room for it
                    alone = batcher.run([job])[0]
                    out[i] = alone or ContextOverflowError(job.n_prompt, job.n_ctx + 1, job.n_ctx)
        return out  # type: ignore[return-value]

    def _job(self, request: DecodeRequest) -> Job | JudgeError:
        """The request as the batch decoder takes it, or why it cannot fit the context."""
        segments = self.tokenize_segments(request.messages)
        n_prompt = sum(len(seg) for seg in segments)
        if n_prompt + 8 > self.n_ctx:
            return ContextOverflowError(n_prompt, n_prompt + 8, self.n_ctx)
        budget = self.n_ctx - n_prompt if request.max_tokens is None else request.max_tokens
        # KV cells a verdict may take: a token is at least one character of its JSON
        reserve = min(budget, request.grammar.max_output_chars() + 8)
        return Job(segments, request.grammar.root, self.n_ctx, budget, reserve)

    def _batch_decoder(self, llm: Llama, vocab: Vocab) -> BatchDecoder:
        if self._batcher is None:
            ctx = SeqContext(llm, n_ctx=self.batch_n_ctx, n_seq_max=self.n_seq_max)
            self._batcher = BatchDecoder(
                ctx,
                vocab,
                n_hold=max(1, self.n_seq_max // 4) if self.n_seq_max > 1 else 0,
                keep_prefixes=self.prefix_reuse,
                temperature=self.temperature,
                seed=self.seed,
            )
        self._batcher.keep_prefixes = self.prefix_reuse  # tests flip it on a live judge
        return self._batcher

    def __repr__(self) -> str:
        return f"<LlamaJudge {self.name!r}>"


def _evaluate(llm: Llama, ev: Eval) -> np.ndarray:
    """Evaluate ``ev`` on the high-level model (its ``eval`` drops positions from ``n_tokens``)."""
    llm.n_tokens = ev.pos
    llm.eval(ev.tokens)
    return last_logits(llm)


def _piece(llm: Llama, token: int) -> str:
    return bytes(llm.detokenize([token], special=True)).decode("utf-8", errors="replace")
