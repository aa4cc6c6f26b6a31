"""The llama.cpp judge: loads a GGUF in-process and decodes verdicts under a localjudge grammar.

Decoding is driven from Python over llama.cpp's KV cache rather than through a GBNF sampler:
fixed JSON scaffolding (keys, braces, the rubric's own criterion text) is *fed* in one batch,
free strings are decoded greedily under a mask that admits only tokens legal inside a JSON
string, and every enum/boolean is decided by comparing the exact probabilities of the allowed
values' token sequences. That gives three things at once: output that is valid by
construction, P(chosen value) for every decision, and no tokens wasted on scaffolding.

Reproducibility: tokens are always evaluated in the same chunks (the prompt from position 0;
each scaffolding run; each decoded token), and the only KV reuse is of an identical prompt, so
the verdict for a prompt does not depend on what was evaluated before it.
"""

from __future__ import annotations

import json
import math
import os
import re
import threading
import time
from collections import defaultdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from pydantic import BaseModel, ValidationError

from localjudge.errors import (
    ConfigError,
    ContextOverflowError,
    JudgeOutputError,
    ModelLoadError,
)
from localjudge.judges.base import (
    ChoiceProb,
    Generation,
    JudgeInfo,
    Message,
    TokenLogprob,
    as_grammar,
)
from localjudge.judges.grammar import (
    Arr,
    Choice,
    Const,
    Grammar,
    Node,
    Nullable,
    Num,
    Obj,
    Str,
    Tup,
    dumps,
)
from localjudge.judges.template import ChatTemplate

if TYPE_CHECKING:
    from localjudge.cache import VerdictCache

ENGINE_VERSION = "1"
_RETRY_NOTE = (
    "Your previous verdict did not pass validation: {error}. Produce the verdict again, "
    "following the required format exactly."
)


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


class LlamaJudge:
    """A GGUF judge run in-process by llama.cpp. Thread-safe: calls on one model are serialised.

    Args:
        path: the ``.gguf`` file.
        name: display name (defaults to the file name).
        n_ctx: context window in tokens.
        n_gpu_layers: layers to offload; None → all when llama.cpp has GPU support, else 0.
        seed: seed for sampling when ``temperature`` > 0 (recorded either way).
        temperature: 0 (default) decodes greedily.
        n_threads: CPU threads (default: all cores).
        prefix_reuse: reuse the KV cache of an identical prompt across calls (e.g. criteria of
            one item judged one by one).
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
        cache: VerdictCache | None = None,
        sha256: str | None = None,
        chat_template: str | None = None,
    ) -> None:
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
        self.cache = cache
        self._sha256 = sha256
        self._chat_template_override = chat_template
        self._lock = threading.RLock()
        self._llm: Any = None
        self._template: ChatTemplate | None = None
        self._vocab: _Vocab | None = None
        self._prompt_state: list[tuple[tuple[int, ...], np.ndarray]] = []
        self.calls = 0  # generations actually decoded (cache hits excluded)

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
        """Load the model now (otherwise it loads on first use)."""
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
            source = self._chat_template_override or llm.metadata.get("tokenizer.chat_template")
            if not source:
                raise ModelLoadError(
                    f"{self.path}: the GGUF carries no chat template; pass chat_template= to "
                    f"load_judge"
                )
            bos = _piece(llm, llm.token_bos()) if llm.token_bos() >= 0 else ""
            eos = _piece(llm, llm.token_eos()) if llm.token_eos() >= 0 else ""
            try:
                self._template = ChatTemplate(source, bos_token=bos, eos_token=eos)
                self._template.check()
            except Exception:
                llm.close()  # a refused model must not keep its weights and context alive
                raise
            self._vocab = _Vocab(llm)
            self._llm = llm
            return self

    def close(self) -> None:
        """Free the model's memory."""
        with self._lock:
            if self._llm is not None:
                self._llm.close()
            self._llm = None
            self._prompt_state = []

    # ------------------------------------------------------------ prompts
    def tokenize_segments(self, messages: list[Message]) -> list[list[int]]:
        """Render ``messages`` with the model's chat template and tokenize them into segments.

        Template text is tokenized with special tokens enabled; message contents are not, so
        text under judgement can never forge a control token such as ``<|im_end|>``. A
        ``PREFIX_BREAK`` in a content ends a segment: segments are always evaluated one after
        another, so a shared leading segment can be reused without changing any result.
        """
        self.load()
        assert self._template is not None
        llm = self._llm
        segments: list[list[int]] = [[]]
        for text, is_content in self._template.render_parts(messages):
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
        self.load()
        assert self._template is not None
        return "".join(t or "" for t, _ in self._template.render_parts(messages))

    def count_tokens(self, messages: list[Message]) -> int:
        """Prompt tokens ``messages`` take."""
        return len(self.tokenize_prompt(messages))

    # ------------------------------------------------------------ generation
    def generate(
        self,
        messages: list[Message],
        grammar: Grammar | type[BaseModel],
        *,
        max_tokens: int | None = None,
        template_version: str = "",
    ) -> Generation:
        """Produce one verdict admitted by ``grammar`` and validated against its model.

        Raises:
            ContextOverflowError: the prompt does not fit the context window.
            JudgeOutputError: output cut off by ``max_tokens`` or invalid after one retry.
        """
        g = as_grammar(grammar)
        with self._lock:
            segments = self.tokenize_segments(messages)
            key = None
            if self.cache is not None:
                key = self.cache.key(
                    model_sha256=self.sha256,
                    template_version=template_version,
                    grammar=g.gbnf,
                    sampler=self.sampler,
                    prompt=self.render_prompt(messages),
                    max_tokens=max_tokens,
                )
                hit = self.cache.get(key)
                if hit is not None:
                    gen = Generation.model_validate(hit)
                    gen.cached = True
                    gen.parsed = g.model.model_validate(gen.value) if g.model else None
                    return gen
            start = time.perf_counter()
            attempt_msgs = list(messages)
            attempts = 0
            while True:
                attempts += 1
                gen = self._decode(segments, g, max_tokens)
                try:
                    gen.parsed = g.model.model_validate(gen.value) if g.model else None
                    break
                except ValidationError as exc:
                    if attempts >= 2:
                        raise JudgeOutputError(
                            f"verdict failed validation after {attempts} attempts: "
                            f"{exc.errors()[0]['msg']}",
                            raw=gen.text,
                            attempts=attempts,
                        ) from exc
                    note = _RETRY_NOTE.format(error=exc.errors()[0]["msg"])
                    attempt_msgs = attempt_msgs + [
                        {"role": "assistant", "content": gen.text},
                        {"role": "user", "content": note},
                    ]
                    segments = self.tokenize_segments(attempt_msgs)
            gen.attempts = attempts
            gen.seconds = time.perf_counter() - start
            self.calls += 1
            if self.cache is not None and key is not None:
                self.cache.put(key, gen.model_dump(mode="json", exclude={"parsed"}))
            return gen

    def _decode(self, segments: list[list[int]], g: Grammar, max_tokens: int | None) -> Generation:
        llm = self._llm
        n_prompt = sum(len(seg) for seg in segments)
        if n_prompt + 8 > self.n_ctx:
            raise ContextOverflowError(n_prompt, n_prompt + 8, self.n_ctx)
        budget = max_tokens if max_tokens is not None else self.n_ctx - n_prompt
        run = _Decoding(self, budget, n_prompt)
        # Reuse whole leading segments whose tokens match what the KV cache holds; evaluate
        # the rest segment by segment, exactly as a cold call would.
        state = self._prompt_state if self.prefix_reuse else []
        kept: list[tuple[tuple[int, ...], np.ndarray]] = []
        prefix: tuple[int, ...] = ()
        for k, seg in enumerate(segments):
            prefix = prefix + tuple(seg)
            if k < len(state) and state[k][0] == prefix:
                kept.append(state[k])
            else:
                break
        llm.n_tokens = len(kept[-1][0]) if kept else 0
        self._prompt_state = []
        evaluated = list(kept[-1][0]) if kept else []
        for seg in segments[len(kept) :]:
            llm.eval(seg)
            evaluated += seg
            kept.append((tuple(evaluated), _last_logits(llm)))
        run.logits = kept[-1][1]
        if self.prefix_reuse:
            self._prompt_state = kept
        run.emit(g.root, "$")
        run.flush(final=True)
        text = run.text
        try:
            value = json.loads(text)
        except json.JSONDecodeError as exc:  # pragma: no cover - the decoder builds valid JSON
            raise JudgeOutputError(f"decoder produced invalid JSON: {exc}", raw=text) from exc
        return Generation(
            text=text,
            value=value,
            choices=run.choices,
            tokens=run.token_logprobs,
            prompt_tokens=n_prompt,
            completion_tokens=run.completion_tokens,
            sampled_tokens=run.sampled,
        )

    def __repr__(self) -> str:
        return f"<LlamaJudge {self.name!r}>"


# ---------------------------------------------------------------- internals


def _piece(llm: Any, token: int) -> str:
    return bytes(llm.detokenize([token], special=True)).decode("utf-8", errors="replace")


def _last_logits(llm: Any) -> np.ndarray:
    ptr = llm._ctx.get_logits_ith(-1)
    return np.ctypeslib.as_array(ptr, shape=(llm.n_vocab(),)).copy()


def _log_softmax(logits: np.ndarray) -> np.ndarray:
    m = float(np.max(logits))
    z = logits - m
    return z - math.log(float(np.exp(z).sum()))


class _Vocab:
    """Per-token masks, computed once per model."""

    def __init__(self, llm: Any) -> None:
        n = llm.n_vocab()
        self.pieces: list[bytes] = []
        str_ok = np.zeros(n, dtype=bool)
        str_close = np.zeros(n, dtype=bool)
        int_ok = np.zeros(n, dtype=bool)
        num_ok = np.zeros(n, dtype=bool)
        num_end = np.zeros(n, dtype=bool)
        vocab = llm._model.vocab
        import llama_cpp

        for t in range(n):
            b = bytes(llm.detokenize([t], special=False))
            control = llama_cpp.llama_vocab_is_control(vocab, t) or llama_cpp.llama_vocab_is_eog(
                vocab, t
            )
            self.pieces.append(b)
            if not b or control:
                continue
            if b[:1] == b'"':
                str_close[t] = True
            elif b'"' not in b and b"\\" not in b and min(b) >= 0x20 and 0x7F not in b:
                str_ok[t] = True
            if all(c in b"-0123456789" for c in b):
                int_ok[t] = True
            if all(c in b"-0123456789.eE+" for c in b):
                num_ok[t] = True
            if b[:1] in (b",", b"}", b"]", b" ", b"\n"):
                num_end[t] = True
        self.str_ok, self.str_close = str_ok, str_close
        self.int_ok, self.num_ok, self.num_end = int_ok, num_ok, num_end


class _Decoding:
    """One verdict being decoded: walks the grammar, feeding and choosing tokens."""

    def __init__(self, judge: LlamaJudge, budget: int, n_prompt: int) -> None:
        self.judge = judge
        self.llm = judge._llm
        self.vocab: _Vocab = judge._vocab  # type: ignore[assignment]
        self.budget = budget
        self.n_prompt = n_prompt
        self.logits: np.ndarray = np.zeros(0)
        self.pending = ""
        self.text = ""
        self.partial = ""  # the free string or number being decoded, for JudgeOutputError.raw
        self.choices: list[ChoiceProb] = []
        self.token_logprobs: list[TokenLogprob] = []
        self.completion_tokens = 0
        self.sampled = 0
        self.rng = np.random.default_rng(judge.seed)

    # -- KV primitives
    def _eval(self, tokens: list[int], count: bool = True) -> None:
        if self.llm.n_tokens + len(tokens) > self.judge.n_ctx:
            raise ContextOverflowError(
                self.n_prompt, self.llm.n_tokens + len(tokens), self.judge.n_ctx
            )
        self.llm.eval(tokens)
        self.logits = _last_logits(self.llm)
        if count:
            self.completion_tokens += len(tokens)
            if self.completion_tokens > self.budget:
                raise JudgeOutputError(
                    f"verdict cut off at max_tokens={self.budget}",
                    raw=self.text + self.pending + self.partial,
                )

    def _tokens(self, text: str) -> list[int]:
        return list(self.llm.tokenize(text.encode("utf-8"), add_bos=False, special=False))

    def flush(self, final: bool = False) -> None:
        """Feed pending scaffolding text in one batch (the last piece is never evaluated)."""
        if not self.pending:
            return
        if final:
            self.text += self.pending
            self.pending = ""
            return
        self._eval(self._tokens(self.pending))
        self.text += self.pending
        self.pending = ""

    # -- the grammar walk
    def emit(self, node: Node, path: str) -> None:
        if isinstance(node, Const):
            self.pending += dumps(node.value)
        elif isinstance(node, Choice):
            texts = [dumps(o) for o in node.options]
            idx, probs = self.choose(texts)
            self.choices.append(
                ChoiceProb(
                    path=path,
                    value=node.options[idx],
                    probability=probs[idx],
                    alternatives=dict(zip(texts, probs)),
                )
            )
            self.pending += texts[idx]
        elif isinstance(node, Str):
            self.pending += '"'
            self.flush()
            self.text += self.string(node)
            self.pending += '"'
        elif isinstance(node, Num):
            self.flush()
            self.text += self.number(node)
        elif isinstance(node, Nullable):
            starts = _start_texts(node.inner)
            idx, probs = self.choose(["null"] + starts)
            present = idx > 0
            p_present = float(sum(probs[1:]))
            self.choices.append(
                ChoiceProb(
                    path=path + "?",
                    value=present,
                    probability=p_present if present else probs[0],
                    alternatives={"null": probs[0], "value": p_present},
                )
            )
            if present:
                self.emit(node.inner, path)
            else:
                self.pending += "null"
        elif isinstance(node, Tup):
            self.pending += "["
            for i, item in enumerate(node.items):
                if i:
                    self.pending += ", "
                self.emit(item, f"{path}[{i}]")
            self.pending += "]"
        elif isinstance(node, Arr):
            self.pending += "["
            for i in range(node.max_items):
                if i >= node.min_items:
                    go_on = [", "] if i else _start_texts(node.item)
                    idx, _ = self.choose(["]", *go_on])
                    if idx == 0:
                        break
                if i:
                    self.pending += ", "
                self.emit(node.item, f"{path}[{i}]")
            self.pending += "]"
        elif isinstance(node, Obj):
            self.pending += "{"
            for i, (key, sub) in enumerate(node.fields):
                if i:
                    self.pending += ", "
                self.pending += dumps(key) + ": "
                self.emit(sub, f"{path}.{key}")
            self.pending += "}"
        else:  # pragma: no cover
            raise ConfigError(f"unknown grammar node {node!r}")

    # -- decisions
    def choose(self, texts: list[str]) -> tuple[int, list[float]]:
        """Pick one of several continuations; returns (index, probabilities under the grammar).

        The probability of each option is that of its whole token sequence, renormalised over
        the options at every branching token (a trie walk over the KV cache, rewound after).
        """
        self.flush()
        seqs = [self._tokens(t) for t in texts]
        base_pos = self.llm.n_tokens
        base_logits = self.logits
        probs_by_idx = self._branch(list(range(len(seqs))), seqs, 0, base_logits)
        self.llm.n_tokens = base_pos
        self.logits = base_logits
        probs = [probs_by_idx.get(i, 0.0) for i in range(len(texts))]
        total = sum(probs) or 1.0
        probs = [p / total for p in probs]
        if self.judge.temperature > 0:
            idx = int(self.rng.choice(len(probs), p=np.asarray(probs)))
        else:
            idx = int(np.argmax(probs))
        return idx, probs

    def _branch(
        self, members: list[int], seqs: list[list[int]], depth: int, logits: np.ndarray
    ) -> dict[int, float]:
        ended = [i for i in members if len(seqs[i]) == depth]
        groups: dict[int, list[int]] = defaultdict(list)
        for i in members:
            if len(seqs[i]) > depth:
                groups[seqs[i][depth]].append(i)
        if not groups:
            return {i: 1.0 / len(ended) for i in ended}
        logp = _log_softmax(logits)
        weights = {t: math.exp(float(logp[t])) for t in groups}
        if ended:
            weights[-1] = max(1.0 - sum(weights.values()), 1e-12)
        if len(weights) == 1:
            weights = {k: 1.0 for k in weights}
        total = sum(weights.values())
        out: dict[int, float] = {}
        for t, w in weights.items():
            w /= total
            if t == -1:
                for i in ended:
                    out[i] = w / len(ended)
                continue
            group = groups[t]
            if len(group) == 1:
                out[group[0]] = w
                continue
            pos = self.llm.n_tokens
            self._eval([t], count=False)
            sub = self._branch(group, seqs, depth + 1, self.logits)
            self.llm.n_tokens = pos
            for i, p in sub.items():
                out[i] = w * p
        return out

    def _pick(self, allowed: np.ndarray) -> int:
        masked = np.where(allowed, self.logits, -np.inf)
        if self.judge.temperature > 0:
            z = masked / self.judge.temperature
            z = np.exp(z - np.max(z))
            return int(self.rng.choice(len(z), p=z / z.sum()))
        return int(np.argmax(masked))

    def _take(self, t: int) -> None:
        logp = _log_softmax(self.logits)
        piece = self.vocab.pieces[t]
        self.token_logprobs.append(
            TokenLogprob(token=piece.decode("utf-8", errors="replace"), logprob=float(logp[t]))
        )
        self.sampled += 1
        self._eval([t])

    def string(self, node: Str) -> str:
        """Decode a JSON string body (the opening quote is already fed)."""
        out = b""
        none = np.zeros_like(self.vocab.str_close)
        while len(out.decode("utf-8", errors="ignore")) < node.max_chars:
            chars = len(out.decode("utf-8", errors="ignore"))
            allowed = self.vocab.str_ok | (
                self.vocab.str_close if chars >= node.min_chars else none
            )
            t = self._pick(allowed)
            if self.vocab.str_close[t]:
                break
            out += self.vocab.pieces[t]
            self.partial = out.decode("utf-8", errors="ignore")
            self._take(t)
            if node.sentences and _sentences_done(out) >= node.sentences:
                break
        self.partial = ""
        return out.decode("utf-8", errors="ignore")[: node.max_chars]

    def number(self, node: Num) -> str:
        """Decode a JSON number."""
        ok = self.vocab.int_ok if node.integer else self.vocab.num_ok
        out = ""
        while len(out) < node.max_chars:
            if _valid_number(out, node.integer):
                t = self._pick(ok | self.vocab.num_end)
                if self.vocab.num_end[t]:
                    break
            else:
                t = self._pick(ok)
            piece = self.vocab.pieces[t].decode("utf-8", errors="ignore")
            if not _valid_number_prefix(out + piece, node.integer):
                break
            out += piece
            self.partial = out
            self._take(t)
        self.partial = ""
        if not _valid_number(out, node.integer):
            out = "0" if not out or out == "-" else out.rstrip(".eE+-") or "0"
        return out


_SENTENCE_END = re.compile(rb"[A-Za-z)\]'%][.!?](?=\s|$)")


def _sentences_done(text: bytes) -> int:
    """Complete sentences in ``text``: a terminator after a word, not inside a number."""
    return len(_SENTENCE_END.findall(text))


def _valid_number(text: str, integer: bool) -> bool:
    try:
        value = json.loads(text) if text else None
    except json.JSONDecodeError:
        return False
    if integer:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _valid_number_prefix(text: str, integer: bool) -> bool:
    chars = "-0123456789" if integer else "-0123456789.eE+"
    return all(c in chars for c in text) and "-" not in text[1:].replace("e-", "").replace("E-", "")


def _start_texts(node: Node) -> list[str]:
    """Texts a node's JSON can start with (for deciding null-vs-value and array length)."""
    if isinstance(node, Str):
        return ['"']
    if isinstance(node, Obj):
        return ["{"]
    if isinstance(node, (Arr, Tup)):
        return ["["]
    if isinstance(node, Const):
        return [dumps(node.value)]
    if isinstance(node, Choice):
        return [dumps(o) for o in node.options]
    if isinstance(node, Num):
        return ["-"] + [str(d) for d in range(10)]
    if isinstance(node, Nullable):
        return ["null"] + _start_texts(node.inner)
    raise ConfigError(f"unknown grammar node {node!r}")  # pragma: no cover
