"""The grammar compiler: what it expresses exactly, what it refuses, GBNF export, check_value."""

from __future__ import annotations

import enum
import json
import re
from typing import Any, Literal, Union

import pytest
from pydantic import BaseModel, Field

from localjudge.errors import ConfigError, GrammarError
from localjudge.judges.base import as_grammar
from localjudge.judges.grammar import (
    DEFAULT_MAX_CHARS,
    DEFAULT_MAX_ITEMS,
    Arr,
    Choice,
    Const,
    Grammar,
    Nullable,
    Num,
    Obj,
    Str,
    Tup,
    check_value,
    compile_schema,
    dumps,
    to_gbnf,
)


class Colour(str, enum.Enum):
    RED = "red"
    GREEN = "green"


class Inner(BaseModel):
    label: Literal["a", "b", "c"]
    note: str = Field(max_length=40)


class Verdict(BaseModel):
    reasoning: str = Field(max_length=300)
    satisfied: bool
    colour: Colour
    kind: Literal["fixed"]
    rating: int = Field(ge=1, le=5)
    count: int
    ratio: float
    maybe: str | None = None
    tags: list[str] = Field(max_length=3)
    items: list[Inner]
    inner: Inner
    opt_inner: Inner | None = None


# ---------------------------------------------------------------- supported features


def test_compile_maps_every_supported_feature_to_its_node() -> None:
    g = compile_schema(Verdict)
    assert g.model is Verdict
    assert g.name == "Verdict"
    assert isinstance(g.root, Obj)
    fields = dict(g.root.fields)
    assert [k for k, _ in g.root.fields] == list(Verdict.model_fields)  # declared order
    assert fields["reasoning"] == Str(max_chars=300)
    assert fields["satisfied"] == Choice((True, False))
    assert fields["colour"] == Choice(("red", "green"))
    assert fields["kind"] == Const("fixed")
    assert fields["rating"] == Choice((1, 2, 3, 4, 5))
    assert fields["count"] == Num(integer=True)
    assert fields["ratio"] == Num(integer=False)
    assert fields["maybe"] == Nullable(Str(max_chars=DEFAULT_MAX_CHARS))
    assert fields["tags"] == Arr(Str(), 0, 3)
    inner = Obj((("label", Choice(("a", "b", "c"))), ("note", Str(max_chars=40))))
    assert fields["items"] == Arr(inner, 0, DEFAULT_MAX_ITEMS)
    assert fields["inner"] == inner
    assert fields["opt_inner"] == Nullable(inner)


def test_string_and_array_bounds_are_kept() -> None:
    class M(BaseModel):
        s: str = Field(min_length=2, max_length=9)
        xs: list[int] = Field(min_length=1, max_length=4)

    fields = dict(compile_schema(M).root.fields)  # type: ignore[union-attr]
    assert fields["s"] == Str(max_chars=9, min_chars=2)
    assert fields["xs"] == Arr(Num(integer=True), 1, 4)


def test_name_override_and_as_grammar_passthrough() -> None:
    g = compile_schema(Inner, name="custom")
    assert g.name == "custom"
    assert as_grammar(g) is g
    assert as_grammar(Inner).root == g.root


def test_small_integer_range_is_a_choice_up_to_101_values() -> None:
    class M(BaseModel):
        x: int = Field(ge=0, le=100)

    node = dict(compile_schema(M).root.fields)["x"]  # type: ignore[union-attr]
    assert node == Choice(tuple(range(101)))


def test_max_output_chars_bounds_every_admitted_value() -> None:
    g = compile_schema(Verdict)
    longest = {
        "reasoning": "x" * 300,
        "satisfied": False,
        "colour": "green",
        "kind": "fixed",
        "rating": 5,
        "count": -12345678901,
        "ratio": -1.23456789e10,
        "maybe": "y" * DEFAULT_MAX_CHARS,
        "tags": ["z" * DEFAULT_MAX_CHARS] * 3,
        "items": [{"label": "a", "note": "n" * 40}] * DEFAULT_MAX_ITEMS,
        "inner": {"label": "c", "note": "n" * 40},
        "opt_inner": {"label": "b", "note": "n" * 40},
    }
    check_value(g.root, longest)
    assert len(dumps(longest)) <= g.max_output_chars()


# ---------------------------------------------------------------- refusals


class Node_(BaseModel):
    name: str
    children: list[Node_] = Field(max_length=2)


class _Pattern(BaseModel):
    code: str = Field(pattern=r"^[A-Z]+$")


class _Format(BaseModel):
    when: Any = Field(json_schema_extra={"format": "date-time"})


class _Dict(BaseModel):
    scores: dict[str, int]


class _Union(BaseModel):
    value: Union[int, str]


class _OptUnion(BaseModel):
    value: Union[int, str] | None = None


class _LowerOnly(BaseModel):
    n: int = Field(ge=0)


class _UpperOnly(BaseModel):
    n: int = Field(le=10)


class _WideRange(BaseModel):
    n: int = Field(ge=0, le=1000)


class _FloatBound(BaseModel):
    x: float = Field(ge=0.0, le=1.0)


class _Exclusive(BaseModel):
    n: int = Field(gt=0, lt=5)


class _Set(BaseModel):
    tags: set[str]


class _Tuple(BaseModel):
    pair: tuple[int, str]


class _Any(BaseModel):
    anything: Any


class _Empty(BaseModel):
    pass


class _MultipleOf(BaseModel):
    n: int = Field(multiple_of=2)


class _ExtraAllowed(BaseModel):
    model_config = {"extra": "allow"}
    a: str


@pytest.mark.parametrize(
    ("model", "needle"),
    [
        (_Pattern, "pattern"),
        (_Format, "format"),
        (_Dict, "dict"),
        (_Union, "union"),
        (_OptUnion, "union"),
        (Node_, "recursive"),
        (_LowerOnly, "at most 100"),
        (_UpperOnly, "at most 100"),
        (_WideRange, "at most 100"),
        (_FloatBound, "minimum"),
        (_Exclusive, "exclusiveMinimum"),
        (_Set, "uniqueItems"),
        (_Tuple, "prefixItems"),
        (_Any, "None"),
        (_Empty, "dict"),
        (_MultipleOf, "multipleOf"),
        (_ExtraAllowed, "additionalProperties"),
    ],
)
def test_unsupported_features_raise_grammar_error(model: type[BaseModel], needle: str) -> None:
    with pytest.raises(GrammarError) as info:
        compile_schema(model)
    assert needle.lower() in str(info.value).lower()
    assert model.__name__ in str(info.value)  # the message names where the problem is


def test_grammar_error_is_a_config_error() -> None:
    assert issubclass(GrammarError, ConfigError)


def test_empty_enum_is_refused() -> None:
    from localjudge.judges.grammar import _compile

    with pytest.raises(GrammarError, match="empty enum"):
        _compile({"enum": []}, {}, "M.x", ())


# ---------------------------------------------------------------- GBNF export


def _rules(gbnf: str) -> dict[str, str]:
    out = {}
    for line in gbnf.strip().splitlines():
        name, _, body = line.partition(" ::= ")
        assert name and body, f"malformed GBNF line {line!r}"
        out[name] = body
    return out


def test_gbnf_shape() -> None:
    g = compile_schema(Verdict)
    gbnf = g.gbnf
    assert gbnf is g.gbnf  # computed once
    rules = _rules(gbnf)
    assert next(iter(rules)) == "root"
    assert rules["char"] == '[^"\\\\\\x00-\\x1f]'
    # every referenced rule is defined
    for body in rules.values():
        for ref in re.findall(r"\br\d+\b", body):
            assert ref in rules
    top = rules[rules["root"]]
    assert top.startswith('"{" ') and top.endswith(' "}"')
    # keys appear in declared order, fed as literals with their separators
    positions = [top.index(json.dumps(json.dumps(k) + ": ")) for k in Verdict.model_fields]
    assert positions == sorted(positions)
    assert '"true" | "false"' in gbnf
    assert '"\\"red\\"" | "\\"green\\""' in gbnf
    assert "char{0,300}" in gbnf


@pytest.mark.parametrize(
    ("node", "body"),
    [
        (Const("x"), '"\\"x\\""'),
        (Choice((1, 2)), '"1" | "2"'),
        (Str(max_chars=5, min_chars=1), '"\\"" char{1,5} "\\""'),
        (Num(integer=True), '"-"? [0-9]+'),
        (Num(integer=False), '"-"? [0-9]+ ("." [0-9]+)?'),
        (Arr(Const(1), 0, 0), '"[]"'),
        (Arr(Const(1), 0, 1), '"[" (r1)? "]"'),
        (Arr(Const(1), 0, 3), '"[" (r1 (", " r1){0,2})? "]"'),
        (Arr(Const(1), 1, 1), '"[" r1 "]"'),
        (Arr(Const(1), 2, 4), '"[" r1 (", " r1){1,3} "]"'),
        (Tup(()), '"[]"'),
        (Tup((Const(1), Const(2))), '"[" r1 ", " r2 "]"'),
        (Nullable(Const(1)), '"null" | r1'),
    ],
)
def test_gbnf_bodies(node: Any, body: str) -> None:
    assert _rules(to_gbnf(node))["r0"] == body


def test_gbnf_shares_rules_for_equal_nodes() -> None:
    inner = Obj((("a", Str(max_chars=3)),))
    rules = _rules(to_gbnf(Obj((("x", inner), ("y", inner)))))
    assert len([b for b in rules.values() if "char{0,3}" in b]) == 1


# ---------------------------------------------------------------- check_value


def _valid_verdict() -> dict[str, Any]:
    return {
        "reasoning": "fine",
        "satisfied": True,
        "colour": "red",
        "kind": "fixed",
        "rating": 3,
        "count": 7,
        "ratio": 0.5,
        "maybe": None,
        "tags": ["a"],
        "items": [{"label": "b", "note": ""}],
        "inner": {"label": "a", "note": "n"},
        "opt_inner": {"label": "c", "note": "m"},
    }


def test_check_value_returns_every_decision_in_order() -> None:
    g = compile_schema(Verdict)
    value = _valid_verdict()
    decisions = check_value(g.root, value)
    assert decisions == [
        ("$.satisfied", True),
        ("$.colour", "red"),
        ("$.rating", 3),
        ("$.maybe?", False),
        ("$.items[0].label", "b"),
        ("$.inner.label", "a"),
        ("$.opt_inner?", True),
        ("$.opt_inner.label", "c"),
    ]
    Verdict.model_validate(value)  # the same value passes the pydantic model


@pytest.mark.parametrize(
    ("patch", "path"),
    [
        ({"reasoning": "x" * 301}, "$.reasoning"),
        ({"reasoning": 5}, "$.reasoning"),
        ({"satisfied": 1}, "$.satisfied"),  # 1 == True, but not a boolean
        ({"satisfied": "true"}, "$.satisfied"),
        ({"colour": "blue"}, "$.colour"),
        ({"kind": "other"}, "$.kind"),
        ({"rating": 6}, "$.rating"),
        ({"rating": 3.0}, "$.rating"),
        ({"count": 1.5}, "$.count"),
        ({"count": True}, "$.count"),
        ({"ratio": "0.5"}, "$.ratio"),
        ({"maybe": 3}, "$.maybe"),
        ({"tags": ["a", "b", "c", "d"]}, "$.tags"),
        ({"tags": "a"}, "$.tags"),
        ({"items": [{"label": "z", "note": ""}]}, "$.items[0].label"),
        ({"inner": {"label": "a"}}, "$.inner"),
        ({"inner": {"label": "a", "note": "", "extra": 1}}, "$.inner"),
    ],
)
def test_check_value_names_the_first_bad_path(patch: dict[str, Any], path: str) -> None:
    value = {**_valid_verdict(), **patch}
    with pytest.raises(ValueError) as info:
        check_value(compile_schema(Verdict).root, value)
    assert str(info.value).startswith(f"{path}:")


def test_check_value_missing_key_and_tuple() -> None:
    value = _valid_verdict()
    del value["ratio"]
    with pytest.raises(ValueError, match=r"^\$: expected an object with exactly the keys"):
        check_value(compile_schema(Verdict).root, value)
    tup = Tup((Const(1), Choice(("a", "b"))))
    assert check_value(tup, [1, "b"]) == [("$[1]", "b")]
    with pytest.raises(ValueError, match="exactly 2 items"):
        check_value(tup, [1])


def test_grammar_dataclass_defaults() -> None:
    g = Grammar(root=Const(True))
    assert g.model is None and g.name == "verdict"
    assert g.max_output_chars() == 4
