"""Verdict grammars: a small tree of JSON shapes compiled from pydantic models, exported as GBNF.

A grammar here is finite by construction: every string has a maximum length and every array a
maximum count, so a verdict can never run off the end of its token budget. Object keys come in
a fixed order, literal values are fed rather than sampled, and each enum or boolean is a
``Choice`` whose probability the engine reads from the model's log-probabilities.

``compile_schema`` refuses (``GrammarError``) any schema feature it cannot express exactly;
it never falls back to "any JSON".
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Union

from pydantic import BaseModel

from localjudge.errors import GrammarError

DEFAULT_MAX_CHARS = 600
DEFAULT_MAX_ITEMS = 32


@dataclass(frozen=True)
class Const:
    """A fixed JSON value, fed to the model verbatim."""

    value: Any


@dataclass(frozen=True)
class Choice:
    """One of a few JSON values (enum, bool, Literal); the engine reports P(chosen)."""

    options: tuple[Any, ...]


@dataclass(frozen=True)
class Str:
    """A JSON string of ``min_chars`` to ``max_chars`` characters (no escapes are generated).

    ``sentences`` (optional) closes the string after that many complete sentences: small
    judges asked for "one sentence" of reasoning otherwise ramble up to the length bound.
    """

    max_chars: int = DEFAULT_MAX_CHARS
    min_chars: int = 0
    sentences: int | None = None


@dataclass(frozen=True)
class Num:
    """A JSON number: an integer when ``integer``, at most ``max_chars`` characters long."""

    integer: bool = False
    max_chars: int = 12


@dataclass(frozen=True)
class Arr:
    """A JSON array of ``min_items`` to ``max_items`` items of one shape."""

    item: Node
    min_items: int = 0
    max_items: int = DEFAULT_MAX_ITEMS


@dataclass(frozen=True)
class Tup:
    """A JSON array with exactly one slot per listed node, in order."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class Obj:
    """A JSON object whose keys appear exactly once each, in this order."""

    fields: tuple[tuple[str, Node], ...]


@dataclass(frozen=True)
class Nullable:
    """Either ``null`` or the inner node; the engine reports P(chosen branch)."""

    inner: Node


Node = Union[Const, Choice, Str, Num, Arr, Tup, Obj, Nullable]


@dataclass
class Grammar:
    """A compiled verdict grammar, with the pydantic model that validates its output."""

    root: Node
    model: type[BaseModel] | None = None
    name: str = "verdict"
    _gbnf: str | None = field(default=None, repr=False)

    @property
    def gbnf(self) -> str:
        """The grammar in llama.cpp's GBNF notation (for inspection, caching and export)."""
        if self._gbnf is None:
            self._gbnf = to_gbnf(self.root)
        return self._gbnf

    def max_output_chars(self) -> int:
        """An upper bound on the length of any JSON text this grammar admits."""
        return _max_chars(self.root)


Field = tuple[str, "Node"]


def with_reasoning(decision: Field, explanation: Field, reasoning: str) -> tuple[Field, ...]:
    """A decision and its explanation in the order a ``reasoning`` mode asks for.

    ``before``: the explanation first, so the decision is made after it; ``after``: the
    decision first, then its explanation; anything else (``failures``, ``none``): the decision
    alone.
    """
    if reasoning == "before":
        return (explanation, decision)
    if reasoning == "after":
        return (decision, explanation)
    return (decision,)


def dumps(value: Any) -> str:
    """Serialise a JSON value the way the engine feeds it (spaces after separators)."""
    return json.dumps(value, ensure_ascii=False)


# ---------------------------------------------------------------- pydantic → grammar


def compile_schema(model: type[BaseModel], name: str | None = None) -> Grammar:
    """Compile a pydantic model into a finite verdict grammar.

    Supported: objects (all properties, in declared order), strings (``max_length`` bounds
    them, else ``DEFAULT_MAX_CHARS``), booleans, enums / ``Literal`` / ``const``, integers and
    numbers, arrays (``max_length`` bounds them, else ``DEFAULT_MAX_ITEMS``), nested models and
    ``Optional[...]``.

    Raises:
        GrammarError: for anything else (patterns, formats, dicts, unions of several types,
            recursive models …). The message names the field and the feature.
    """
    schema = model.model_json_schema()
    defs = schema.get("$defs", {})
    root = _compile(schema, defs, path=model.__name__, seen=())
    return Grammar(root=root, model=model, name=name or model.__name__)


_UNSUPPORTED_KEYS = (
    "pattern",
    "format",
    "patternProperties",
    "oneOf",
    "not",
    "if",
    "prefixItems",
    "uniqueItems",
    "multipleOf",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "minimum",
    "maximum",
)


def _compile(s: dict[str, Any], defs: dict[str, Any], path: str, seen: tuple[str, ...]) -> Node:
    if "$ref" in s:
        ref = s["$ref"].split("/")[-1]
        if ref in seen:
            raise GrammarError(f"{path}: recursive model {ref!r} cannot be compiled to a grammar")
        return _compile(defs[ref], defs, path, seen + (ref,))
    if "allOf" in s and len(s["allOf"]) == 1:
        return _compile(s["allOf"][0], defs, path, seen)
    for key in _UNSUPPORTED_KEYS:
        if key in s and not (key in ("minimum", "maximum") and s.get("type") == "integer"):
            raise GrammarError(f"{path}: schema feature {key!r} is not supported by the grammar")
    if "const" in s:
        return Const(s["const"])
    if "enum" in s:
        if not s["enum"]:
            raise GrammarError(f"{path}: an empty enum admits no value")
        return Choice(tuple(s["enum"]))
    if "anyOf" in s:
        alts = s["anyOf"]
        non_null = [a for a in alts if a.get("type") != "null"]
        if len(alts) == 2 and len(non_null) == 1:
            return Nullable(_compile(non_null[0], defs, path, seen))
        raise GrammarError(f"{path}: unions other than Optional[X] are not supported")
    kind = s.get("type")
    if kind == "object":
        props = s.get("properties")
        if not props:
            raise GrammarError(
                f"{path}: free-form objects (dicts) are not supported; declare the fields"
            )
        if s.get("additionalProperties") not in (None, False):
            raise GrammarError(f"{path}: additionalProperties is not supported")
        return Obj(
            tuple((key, _compile(sub, defs, f"{path}.{key}", seen)) for key, sub in props.items())
        )
    if kind == "string":
        return Str(
            max_chars=int(s.get("maxLength", DEFAULT_MAX_CHARS)),
            min_chars=int(s.get("minLength", 0)),
        )
    if kind == "boolean":
        return Choice((True, False))
    if kind == "integer":
        lo, hi = s.get("minimum"), s.get("maximum")
        if lo is not None and hi is not None and hi - lo <= 100:
            return Choice(tuple(range(int(lo), int(hi) + 1)))
        if lo is not None or hi is not None:
            raise GrammarError(f"{path}: integer bounds must span at most 100 values")
        return Num(integer=True)
    if kind == "number":
        return Num(integer=False)
    if kind == "array":
        if "items" not in s:
            raise GrammarError(f"{path}: arrays need an item type")
        lo = int(s.get("minItems", 0))
        hi = int(s.get("maxItems", max(lo, DEFAULT_MAX_ITEMS)))
        return Arr(_compile(s["items"], defs, f"{path}[]", seen), lo, hi)
    raise GrammarError(f"{path}: schema type {kind!r} is not supported by the grammar")


# ---------------------------------------------------------------- GBNF export


def to_gbnf(root: Node) -> str:
    """Render a grammar tree as GBNF (llama.cpp's grammar notation)."""
    rules: dict[str, str] = {}
    memo: dict[Node, str] = {}

    def lit(text: str) -> str:
        return json.dumps(text)

    def rule(node: Node) -> str:
        if node in memo:
            return memo[node]
        name = f"r{len(memo)}"
        memo[node] = name
        rules[name] = body(node)
        return name

    def body(node: Node) -> str:
        if isinstance(node, Const):
            return lit(dumps(node.value))
        if isinstance(node, Choice):
            return " | ".join(lit(dumps(o)) for o in node.options)
        if isinstance(node, Str):
            return f'"\\"" char{{{node.min_chars},{node.max_chars}}} "\\""'
        if isinstance(node, Num):
            frac = "" if node.integer else ' ("." [0-9]+)?'
            return f'"-"? [0-9]+{frac}'
        if isinstance(node, Nullable):
            return f'"null" | {rule(node.inner)}'
        if isinstance(node, Tup):
            if not node.items:
                return lit("[]")
            inner = ' ", " '.join(rule(i) for i in node.items)
            return f'"[" {inner} "]"'
        if isinstance(node, Arr):
            item = rule(node.item)
            if node.max_items == 0:
                return lit("[]")
            first = f"{item}" if node.min_items > 0 else f"({item})?"
            more = max(node.max_items - 1, 0)
            least = max(node.min_items - 1, 0)
            tail = f' (", " {item}){{{least},{more}}}' if more else ""
            if node.min_items == 0 and more:
                return f'"[" ({item}{tail})? "]"'
            return f'"[" {first}{tail} "]"'
        if isinstance(node, Obj):
            parts = [f"{lit(dumps(k) + ': ')} {rule(v)}" for k, v in node.fields]
            return '"{" ' + ' ", " '.join(parts) + ' "}"'
        raise GrammarError(f"unknown grammar node {node!r}")

    top = rule(root)
    lines = [f"root ::= {top}"]
    lines += [f"{name} ::= {text}" for name, text in rules.items()]
    lines.append('char ::= [^"\\\\\\x00-\\x1f]')
    return "\n".join(lines) + "\n"


def _max_chars(node: Node) -> int:
    if isinstance(node, Const):
        return len(dumps(node.value))
    if isinstance(node, Choice):
        return max(len(dumps(o)) for o in node.options)
    if isinstance(node, Str):
        return node.max_chars * 2 + 2
    if isinstance(node, Num):
        return node.max_chars
    if isinstance(node, Nullable):
        return max(4, _max_chars(node.inner))
    if isinstance(node, Tup):
        return 2 + sum(_max_chars(i) + 2 for i in node.items)
    if isinstance(node, Arr):
        return 2 + node.max_items * (_max_chars(node.item) + 2)
    if isinstance(node, Obj):
        return 2 + sum(len(dumps(k)) + 4 + _max_chars(v) for k, v in node.fields)
    raise GrammarError(f"unknown grammar node {node!r}")


def start_texts(node: Node) -> list[str]:
    """Texts ``node``'s JSON can start with (how the engine decides null-vs-value and length)."""
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
        return ["null"] + start_texts(node.inner)
    raise GrammarError(f"unknown grammar node {node!r}")  # pragma: no cover


# ---------------------------------------------------------------- checking values


def check_value(node: Node, value: Any, path: str = "$") -> list[tuple[str, Any]]:
    """Check that ``value`` is admitted by ``node``; return the (path, value) of every choice.

    Used by fake judges to hold scripted outputs to the same grammar the real engine obeys.

    Raises:
        ValueError: naming the first path where the value does not fit.
    """
    out: list[tuple[str, Any]] = []
    _check(node, value, path, out)
    return out


def _check(node: Node, value: Any, path: str, out: list[tuple[str, Any]]) -> None:
    def fail(why: str) -> None:
        raise ValueError(f"{path}: {why} (got {value!r})")

    if isinstance(node, Const):
        if value != node.value:
            fail(f"expected the fixed value {node.value!r}")
    elif isinstance(node, Choice):
        if not any(value == o and type(value) is type(o) for o in node.options):
            fail(f"expected one of {list(node.options)!r}")
        out.append((path, value))
    elif isinstance(node, Str):
        if not isinstance(value, str):
            fail("expected a string")
        elif not node.min_chars <= len(value) <= node.max_chars:
            fail(f"expected {node.min_chars} to {node.max_chars} characters")
    elif isinstance(node, Num):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            fail("expected a number")
        elif node.integer and not isinstance(value, int):
            fail("expected an integer")
    elif isinstance(node, Nullable):
        out.append((path + "?", value is not None))
        if value is not None:
            _check(node.inner, value, path, out)
    elif isinstance(node, Tup):
        if not isinstance(value, list) or len(value) != len(node.items):
            fail(f"expected a list of exactly {len(node.items)} items")
        for i, (sub, v) in enumerate(zip(node.items, value)):
            _check(sub, v, f"{path}[{i}]", out)
    elif isinstance(node, Arr):
        if not isinstance(value, list):
            fail("expected a list")
        elif not node.min_items <= len(value) <= node.max_items:
            fail(f"expected {node.min_items} to {node.max_items} items")
        for i, v in enumerate(value):
            _check(node.item, v, f"{path}[{i}]", out)
    elif isinstance(node, Obj):
        if not isinstance(value, dict) or set(value) != {k for k, _ in node.fields}:
            fail(f"expected an object with exactly the keys {[k for k, _ in node.fields]!r}")
        for k, sub in node.fields:
            _check(sub, value[k], f"{path}.{k}", out)
