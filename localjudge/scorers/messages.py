"""Turning a run's input and output (text or chat messages) into the text a judge reads."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from localjudge.errors import InputError


def _content_text(content: Any) -> str | None:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts: [{"type": "text", "text": ...}, ...]
        texts = [
            str(p["text"])
            for p in content
            if isinstance(p, Mapping) and isinstance(p.get("text"), str)
        ]
        return "\n".join(texts) if texts else None
    return None


def _message_text(messages: list[Any], role: str, last: bool) -> str | None:
    ordered = reversed(messages) if last else iter(messages)
    for m in ordered:
        if isinstance(m, Mapping) and m.get("role") == role:
            text = _content_text(m.get("content"))
            if text is not None:
                return text
    return None


def output_text(output: Any) -> str:
    """The text under judgement: a string, or the last assistant message of a chat list.

    Raises:
        InputError: empty output, no assistant message, or a value that is not text.
    """
    if isinstance(output, str):
        text: str | None = output
    elif isinstance(output, list):
        text = _message_text(output, "assistant", last=True)
        if text is None:
            raise InputError("output is a message list without an assistant message with text")
    elif isinstance(output, bytes):
        raise InputError("output is bytes, not text; decode it before scoring")
    else:
        raise InputError(
            f"output must be text or a list of chat messages, not {type(output).__name__}"
        )
    if not text or not text.strip():
        raise InputError("output is empty; there is nothing to judge")
    return text


def input_text(value: Any) -> str:
    """The task text: a string, the first user message of a chat list, or compact JSON."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        text = _message_text(value, "user", last=False)
        if text is not None:
            return text
    if isinstance(value, Mapping):
        for key in ("input", "question", "prompt", "query"):
            if isinstance(value.get(key), str):
                return str(value[key])
    try:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)
    except (TypeError, ValueError):
        return str(value)


def fence(text: str, tag: str) -> str:
    """Wrap text in ``<tag>`` delimiters, neutralising any copy of the closing tag inside it."""
    # Any spelling a model might read as our delimiter (case, spaces) is broken up.
    safe = re.sub(rf"<(\s*/?\s*)({tag})(\s*)>", r"< \1\2\3>", text, flags=re.IGNORECASE)
    return f"<{tag}>\n{safe}\n</{tag}>"
