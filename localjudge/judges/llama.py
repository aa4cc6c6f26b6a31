"""The llama.cpp backend: loads a GGUF in-process, renders and tokenizes prompts, decodes verdicts.

Decoding itself is the grammar walk in ``engine``; caching, validation and the re-ask come from
``StructuredJudge``. This module owns the model: loading, the chat template, tokenization into
segments, KV reuse of identical prompt prefixes, and the lock that serialises calls.

Decoding runs on a second llama.cpp context on the same weights (``seqctx``), with several
sequences over one unified KV cache: ``generate_many`` decodes its requests side by side and
evaluates their shared leading prompt segments once (``batch``); ``generate`` is a batch of one.

Reproducibility: that context uses flash attention, under which a sequence's logits do not
depend on where its cells sit in the cache, on what shares its batch, or on how its tokens
were chunked, so a verdict is the same alone, in a batch, in any order, with or without prefix
reuse, and whatever was evaluated before it.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from localjudge.errors import ConfigError, ContextOverflowError, JudgeError, ModelLoadError
from localjudge.judges.base import Generation, JudgeInfo, Message
from localjudge.judges.batch import BatchDecoder, Job
from localjudge.judges.engine import ENGINE_VERSION, Vocab
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


def check_gguf_file(path: Path) -> None:
    """Cheap checks before llama.cpp sees a file, so errors name the real problem.

    Raises:
        ModelLoadError: missing, unreadable, empty or not a GGUF file.
    """
    try:
        with open(path, "rb") as f:
            magic = f.read(4)
    except OSError as exc:
        raise ModelLoadError(f"{path}: cannot read model file: {exc.strerror}") from exc
    if magic != b"GGUF":
        raise ModelLoadError(
            f"{path}: not a GGUF model file (bad magic {magic!r}); re-download or re-install it"
        )


class LlamaJudge(StructuredJudge):
    """A GGUF judge run in-process by llama.cpp. Thread-safe: calls on one model are serialised.

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
        self._llm: Llama | None = None
        self._template: ChatTemplate | None = None
        self._vocab: Vocab | None = None

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
            "engine": ENGINE_VERSION,
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
                self._template = self._chat_template(llm)
            except Exception:
                llm.close()  # a refused model must not keep its weights and context alive
                raise
            self._vocab = Vocab(llm)
            self._llm = llm
            return self

    def _chat_template(self, llm: Llama) -> ChatTemplate:
        source = self._chat_template_override or llm.metadata.get("tokenizer.chat_template")
        if not source:
            raise ModelLoadError(
                f"{self.path}: the GGUF carries no chat template; pass chat_template= to load_judge"
            )
        bos = _piece(llm, llm.token_bos()) if llm.token_bos() >= 0 else ""
        eos = _piece(llm, llm.token_eos()) if llm.token_eos() >= 0 else ""
        template = ChatTemplate(source, bos_token=bos, eos_token=eos)
        template.check()
        return template

    def close(self) -> None:
        """Free the model's memory."""
        with self._lock:
            if self._batcher is not None:
                self._batcher.ctx.close()  # a context must go before the model it was made on
                self._batcher = None
            if self._llm is not None:
                self._llm.close()
            self._llm = None

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
        """The chat-template text the model sees for ``messages``."""
        _, template, _ = self._loaded()
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
        (result,) = self.decode_many([request])
        if isinstance(result, JudgeError):
            raise result
        return result

    def decode_many(self, requests: Sequence[DecodeRequest]) -> list[Generation | JudgeError]:
        """Decode verdicts side by side in shared llama.cpp batches (see ``batch``).

        Up to ``n_seq_max`` less the prefix-holding sequences decode at once; more requests are
        decoded in waves. A request the batch's KV cache ran out of room for is decoded again
        alone, with the cache to itself.
        """
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


def _piece(llm: Llama, token: int) -> str:
    return bytes(llm.detokenize([token], special=True)).decode("utf-8", errors="replace")
